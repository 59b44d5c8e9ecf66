/**
 * PartyField (the initiation form's platform and resource-provider selects) in real Chromium: one
 * category's partners from biz-attention/list, disabled ones greyed and not choosable, the caller's
 * own organisation first for a platform unit, several held comma-joined as the submit sends them.
 */
import type { BizAttention } from '@shared/domain/bizAttention';
import { z } from 'zod';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PartyField } from '../../src/renderer/src/resources/projects/PartyField';
import { answerApiCalls, apiCalls, pageOf } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const org = (tenantId: string, compName: string, attentionStatus: 1 | 2 = 1): BizAttention => ({
  id: `9${tenantId}`,
  tenantId,
  compName,
  orgCategory: 'pt',
  code: `C${tenantId}`,
  frameworkAgreement: 1,
  createTime: '2026-11-01 09:00:00',
  status: 1,
  attentionStatus,
  remark: '',
});
const PLATFORMS = [org('100006', '长江工程咨询有限公司'), org('100013', '停用平台有限公司', 2), org('100014', '西南平台有限公司')];

let me = { tenantId: '100004', orgCategory: 'sj', orgName: '远景建筑设计研究院有限公司' };
beforeEach(() => {
  me = { tenantId: '100004', orgCategory: 'sj', orgName: '远景建筑设计研究院有限公司' };
  answerApiCalls((call) => (call.path === 'oauth/user-info' ? { userId: '1', realName: 'x', ...me } : pageOf(PLATFORMS)));
});

const schema = z.object({ orgId: z.string().min(1, '请选择主平台单位'), memberId: z.string() });

async function renderFields() {
  const onSubmit = vi.fn();
  const screen = await render(
    <FieldHarness i18n={await createI18n('zh')} schema={schema} defaultValues={{ orgId: '', memberId: '' }} onSubmit={onSubmit}>
      <PartyField name="orgId" category="pt" self required />
      <PartyField name="memberId" category="pt" multiple />
    </FieldHarness>,
  );
  return { screen, onSubmit, submit: () => userEvent.click(screen.getByRole('button', { name: 'submit' })) };
}

describe('PartyField', () => {
  it('lists one category of partners, greys a disabled one, and keeps several comma-joined', async () => {
    const { screen, onSubmit, submit } = await renderFields();
    await userEvent.click(screen.getByRole('combobox', { name: '合作单位' }));
    await expect.element(screen.getByRole('option', { name: '停用平台有限公司（已停用）' })).toHaveAttribute('aria-disabled', 'true');
    await expect.element(screen.getByRole('option', { name: '远景建筑设计研究院有限公司' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: '长江工程咨询有限公司' }));
    await userEvent.click(screen.getByRole('combobox', { name: '负责人' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: '西南平台有限公司' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: '长江工程咨询有限公司' }));
    await userEvent.keyboard('{Escape}');
    await submit();
    // The options' order, whatever order they were picked in.
    expect(onSubmit.mock.calls[0][0]).toEqual({ orgId: '100006', memberId: '100006,100014' });
    expect(apiCalls.find((c) => c.path === 'biz-attention/list')?.query).toMatchObject({ orgCategory: 'pt', size: 1000 });
  });

  it("offers a platform unit's own organisation first, and asks for a choice", async () => {
    me = { tenantId: '100006', orgCategory: 'pt', orgName: '本平台有限公司' };
    const { screen, onSubmit, submit } = await renderFields();
    await submit();
    await expect.element(screen.getByText('请选择主平台单位')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('combobox', { name: '合作单位' }));
    await expect.element(screen.getByRole('option').first()).toHaveTextContent('本平台有限公司');
  });
});
