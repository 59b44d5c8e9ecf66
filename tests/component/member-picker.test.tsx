/**
 * MemberPicker in real Chromium: the organisation's members listed with department and post, one
 * chosen. The list comes from GET biz-info/members through the renderer's real callEndpoint and
 * bridge client; the desktop core behind the bridge is the one mocked part (support/fakeCore.ts):
 * it cannot run in a component test, so it answers a fixed page.
 */
import type { Member } from '@shared/domain/member';
import { requiredText } from '@shared/domain/validation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { MemberPicker } from '../../src/renderer/src/crud/fields/Pickers';
import { answerApiCalls, apiCalls, pageOf } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const MEMBERS: Member[] = [
  { id: '2001', realName: '林晓', account: 'linxiao', deptName: '设计一部', postName: '主任工程师' },
  { id: '2002', realName: '周航', account: 'zhouhang', deptName: '市场部', postName: '' },
];

beforeEach(() => answerApiCalls(() => pageOf(MEMBERS)));

describe('MemberPicker', () => {
  it('lists the members with department and post, and the chosen one becomes the value', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={z.object({ memberId: requiredText('请选择负责人') })} defaultValues={{ memberId: '' }} onSubmit={onSubmit}>
        <MemberPicker name="memberId" required />
      </FieldHarness>,
    );
    const picker = screen.getByRole('combobox', { name: '负责人' });
    await userEvent.click(picker);
    await expect.element(screen.getByRole('option', { name: '林晓（设计一部 · 主任工程师）' })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: '周航（市场部）' }));
    await expect.element(picker).toHaveValue('周航');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({ memberId: '2002' });
    expect(apiCalls[0]).toMatchObject({ module: 'system', method: 'GET', path: 'biz-info/members', query: { size: 100 } });
  });
});
