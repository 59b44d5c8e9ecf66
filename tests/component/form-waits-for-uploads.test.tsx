/**
 * A form holds its submit while any of its upload fields still has files on their way
 * (features/uploads/fields/uploadingContext.ts, read by crud/FormBody): each field reports when its
 * first file starts and when its last one is stored. Only the core is faked (support/fakeCore.ts).
 */
import type { UploadItem } from '@shared/domain/upload';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useState } from 'react';
import { z } from 'zod';
import { AttachmentField, type FieldFile } from '../../src/renderer/src/features/uploads/fields';
import { UploadingContext } from '../../src/renderer/src/features/uploads/fields/uploadingContext';
import { answerBridgeMethod, clearBridgeMethods } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const MB = 1024 * 1024;
const item = (over: Partial<UploadItem>): UploadItem => ({
  id: 'q1', name: '成果.pdf', ossName: '成果_1.pdf', size: 30 * MB, kind: 'largeAttachment', state: 'uploading', bytesDone: 3 * MB, prog: 10,
  speed: 0, eta: null, message: '', link: '', attachId: '', createTime: 0, completeTime: null, ...over,
});

function Bound() {
  const [files, setFiles] = useState<FieldFile[]>([]);
  return <AttachmentField kind="largeAttachment" label="附件" value={files} onChange={setFiles} />;
}

afterEach(() => clearBridgeMethods());

describe('a form and its uploads', () => {
  it('hears that a field is uploading from its first file until the file is stored, then that it is done', async () => {
    let queue = [item({})];
    answerBridgeMethod('uploads.list', () => queue);
    answerBridgeMethod('uploads.add', () => [item({})]);
    answerBridgeMethod('uploads.pick', () => [{ id: 'h1', name: '成果.pdf', size: 30 * MB, type: 'application/pdf' }]);
    const reports: boolean[] = [];
    const report = vi.fn((_field: string, uploading: boolean) => void reports.push(uploading));
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={z.object({})} defaultValues={{}} onSubmit={() => undefined}>
        <UploadingContext.Provider value={report}>
          <Bound />
        </UploadingContext.Provider>
      </FieldHarness>,
    );
    await userEvent.click(screen.getByTestId('field-choose'));
    await expect.element(screen.getByText('10%')).toBeVisible();
    expect(reports.at(-1)).toBe(true);
    queue = [item({ state: 'complete', prog: 100, bytesDone: 30 * MB, link: 'http://127.0.0.1/cem-files/100004/成果_1.pdf', attachId: 'a1' })];
    await expect.element(screen.getByRole('button', { name: '删除' })).toBeVisible();
    await vi.waitFor(() => expect(reports.at(-1)).toBe(false));
    // One field, one key: the form counts fields, not reports.
    expect(new Set(report.mock.calls.map(([field]) => field)).size).toBe(1);
  });
});
