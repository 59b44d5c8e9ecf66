/**
 * The task records' video, audio and file fields (AttachmentField with the shotVideo, shotAudio and
 * shotAttachment kinds) in real Chromium: each kind's type, size and count rules with the chunked
 * upload's messages before anything moves, then the resumable queue of the core with its progress.
 * Only the core is faked (tests/component/support/fakeCore.ts): the picker, the queue and its list.
 */
import type { FileHandle, UploadItem } from '@shared/domain/upload';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useState } from 'react';
import { z } from 'zod';
import { AttachmentField, type FieldFile } from '../../src/renderer/src/features/uploads/fields';
import { answerBridgeMethod, clearBridgeMethods } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const MB = 1024 * 1024;
let changes: FieldFile[][] = [];

function Bound({ kind }: { kind: 'shotVideo' | 'shotAudio' | 'shotAttachment' }) {
  const [files, setFiles] = useState<FieldFile[]>([]);
  return (
    <AttachmentField
      kind={kind}
      label="视频"
      value={files}
      onChange={(next) => {
        changes.push(next);
        setFiles(next);
      }}
      testId="shot-field"
    />
  );
}

async function renderField(kind: 'shotVideo' | 'shotAudio' | 'shotAttachment', language: 'zh' | 'en' = 'zh') {
  return render(
    <FieldHarness i18n={await createI18n(language)} schema={z.object({})} defaultValues={{}} onSubmit={() => undefined}>
      <Bound kind={kind} />
    </FieldHarness>,
  );
}

const item = (over: Partial<UploadItem>): UploadItem => ({
  id: 'q1',
  name: '踏勘.mp4',
  ossName: '踏勘_1.mp4',
  size: 30 * MB,
  kind: 'shotVideo',
  state: 'uploading',
  bytesDone: 12 * MB,
  prog: 40,
  speed: 0,
  eta: null,
  message: '',
  link: '',
  attachId: '',
  createTime: 0,
  completeTime: null,
  ...over,
});

function offer(handles: FileHandle[]) {
  answerBridgeMethod('uploads.pick', () => handles);
}

afterEach(() => {
  clearBridgeMethods();
  changes = [];
});

describe('task record upload fields', () => {
  it('refuse another kind’s type, a file over 200 MB and a sixth video with the chunked upload’s messages, queueing nothing', async () => {
    const add = vi.fn(() => []);
    answerBridgeMethod('uploads.list', () => []);
    answerBridgeMethod('uploads.add', add);
    const screen = await renderField('shotVideo');
    await expect.element(screen.getByText(/mp4, mpg/)).toBeVisible();
    offer([{ id: 'h1', name: '录音.mp3', size: 10, type: '' }]);
    await userEvent.click(screen.getByTestId('field-choose'));
    await expect.element(screen.getByText('文件获取失败或格式不支持！')).toBeVisible();
    offer([{ id: 'h2', name: '踏勘.mp4', size: 200 * MB + 1, type: '' }]);
    await userEvent.click(screen.getByTestId('field-choose'));
    await expect.element(screen.getByText('文件超过限制大小！')).toBeVisible();
    offer(Array.from({ length: 6 }, (_, i) => ({ id: `h${i}`, name: `${i}.mov`, size: 10, type: '' })));
    await userEvent.click(screen.getByTestId('field-choose'));
    await expect.element(screen.getByText('超出上传限制文件数量')).toBeVisible();
    expect(add).not.toHaveBeenCalled();
  });

  it('audio takes recordings, not videos; the message reads in English too', async () => {
    answerBridgeMethod('uploads.list', () => []);
    const screen = await renderField('shotAudio', 'en');
    offer([{ id: 'h1', name: '踏勘.mp4', size: 10, type: '' }]);
    await userEvent.click(screen.getByTestId('field-choose'));
    await expect.element(screen.getByText('文件获取失败或格式不支持！')).not.toBeInTheDocument();
    await expect.element(screen.getByTestId('shot-field')).toHaveTextContent(/not supported/i);
  });

  it('queues a video in the core’s resumable engine under its own kind, shows its progress, and keeps its link once stored', async () => {
    let queue = [item({})];
    const add = vi.fn(() => [item({})]);
    answerBridgeMethod('uploads.list', () => queue);
    answerBridgeMethod('uploads.add', add);
    const screen = await renderField('shotVideo');
    offer([{ id: 'h9', name: '踏勘.mp4', size: 30 * MB, type: 'video/mp4' }]);
    await userEvent.click(screen.getByTestId('field-choose'));
    await expect.element(screen.getByText('40%')).toBeVisible();
    expect(add).toHaveBeenCalledWith({ handles: ['h9'], kind: 'shotVideo' });
    queue = [item({ state: 'complete', prog: 100, bytesDone: 30 * MB, link: 'http://127.0.0.1/cem-files/100004/20261120/踏勘_1.mp4', attachId: 'a1' })];
    // The queue is read again each second while something moves: the field takes the stored file over.
    await expect.element(screen.getByRole('button', { name: '删除' })).toBeVisible();
    expect(changes.at(-1)).toEqual([expect.objectContaining({ name: '踏勘.mp4', link: 'http://127.0.0.1/cem-files/100004/20261120/踏勘_1.mp4', attachId: 'a1' })]);
  });
});
