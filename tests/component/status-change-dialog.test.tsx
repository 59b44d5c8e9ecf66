/**
 * The one status-change dialog in real Chromium, opened from a declared status action and driven by
 * a fixture machine with a required field: only the targets the record's status allows, the field
 * the chosen target requires (checked by the machine's shared schema), the server's refusal shown
 * in the dialog, and the call with the change once it is accepted.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { apiCalls, Refusal } from './support/fakeCore';
import { FIXTURE_BUTTONS } from './support/fixtureResource';
import { serveDeals } from './support/dealCore';
import { openDealList } from './support/dealList';

async function openStatus(code: string) {
  const screen = await openDealList();
  await screen.getByTestId('crud-row').filter({ hasText: code }).getByTestId('action-status').click();
  return { screen, dialog: screen.getByTestId('change-status') };
}

const changes = () => apiCalls.filter((c) => c.path === 'deal/change-status');

beforeEach(() => serveDeals(Object.values(FIXTURE_BUTTONS)));

describe('StatusChangeDialog', () => {
  it("offers only the targets the record's status allows", async () => {
    const { screen, dialog } = await openStatus('HT-002');
    await expect.element(dialog.getByTestId('current-status')).toHaveValue('草稿');
    await expect.element(dialog.getByRole('textbox', { name: '合同编号' })).toHaveValue('HT-002');
    await dialog.getByRole('combobox', { name: '变更为' }).click();
    await vi.waitFor(() => expect(screen.getByRole('option').elements().map((o) => o.textContent)).toEqual(['已签订', '作废']));
    screen.unmount();

    const signed = await openStatus('HT-001');
    await expect.element(signed.dialog.getByTestId('current-status')).toHaveValue('已签订');
    await signed.dialog.getByRole('combobox', { name: '变更为' }).click();
    await vi.waitFor(() => expect(signed.screen.getByRole('option').elements().map((o) => o.textContent)).toEqual(['已关闭']));
  });

  it('requires a target, then the field the target makes required, shows a refusal, and sends the change', async () => {
    let refuse = true;
    serveDeals(Object.values(FIXTURE_BUTTONS), (call) => {
      if (call.path !== 'deal/change-status') return null;
      if (refuse) {
        refuse = false;
        throw new Refusal('不允许的合同状态变更');
      }
      return null;
    });
    const { screen, dialog } = await openStatus('HT-002');
    await dialog.getByTestId('change-status-submit').click();
    await expect.element(dialog.getByText('请选择合同状态')).toBeVisible();

    // 作废 needs nothing more; 已签订 needs the contract code.
    await dialog.getByRole('combobox', { name: '变更为' }).click();
    await screen.getByRole('option', { name: '作废' }).click();
    expect(dialog.getByTestId('status-field-contractCode').elements()).toHaveLength(0);
    await dialog.getByRole('combobox', { name: '变更为' }).click();
    await screen.getByRole('option', { name: '已签订' }).click();
    await expect.element(dialog.getByRole('textbox', { name: '签约编号' })).toBeVisible();
    await dialog.getByTestId('change-status-submit').click();
    await expect.element(dialog.getByText('请填写合同编号')).toBeVisible();
    expect(changes()).toHaveLength(0);

    await userEvent.type(dialog.getByRole('textbox', { name: '签约编号' }), 'QY-2026-01');
    await dialog.getByTestId('change-status-submit').click();
    await expect.element(dialog.getByTestId('status-refusal')).toHaveTextContent('不允许的合同状态变更');
    await expect.element(dialog).toBeVisible();

    await dialog.getByTestId('change-status-submit').click();
    await expect.element(screen.getByText('更新成功')).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(changes().map((c) => c.body)).toEqual([
      { id: '1002', status: 1, contractCode: 'QY-2026-01' },
      { id: '1002', status: 1, contractCode: 'QY-2026-01' },
    ]);
  });
});
