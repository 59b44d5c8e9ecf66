/**
 * Declared row and bulk actions in real Chromium, drawn by the generic list page: each row button
 * only with its permission and where its rule accepts the record; a confirm action's question and
 * call; a form action's shared schema and call; a bulk action with nothing checked (请选择至少一条数据)
 * and on the checked rows; a navigate action's address; a resource's limit of inline row buttons,
 * the rest under 更多.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { apiCalls, Refusal } from './support/fakeCore';
import { deals, FIXTURE_BUTTONS } from './support/fixtureResource';
import { serveDeals } from './support/dealCore';
import { openDealList } from './support/dealList';

const writes = (path: string) => apiCalls.filter((c) => c.path === path);

beforeEach(() => serveDeals(Object.values(FIXTURE_BUTTONS)));

describe('declared row actions', () => {
  it('shows an action only on the records its rule accepts, and only with its permission', async () => {
    const screen = await openDealList();
    const row = (code: string) => screen.getByTestId('crud-row').filter({ hasText: code });
    // archive: closed deals only (HT-003).
    await expect.element(row('HT-003').getByTestId('action-archive')).toBeVisible();
    expect(row('HT-001').getByTestId('action-archive').elements()).toHaveLength(0);
    expect(row('HT-002').getByTestId('action-archive').elements()).toHaveLength(0);
    // An action without a permission code or rule is on every row.
    expect(screen.getByTestId('action-note').elements()).toHaveLength(3);
    // The declared remove has a rule too: not on a closed deal.
    await expect.element(row('HT-001').getByTestId('action-remove')).toBeVisible();
    expect(row('HT-003').getByTestId('action-remove').elements()).toHaveLength(0);
    screen.unmount();

    serveDeals([]);
    const without = await openDealList();
    await expect.element(without.getByTestId('action-note').first()).toBeVisible();
    expect(without.getByTestId('action-archive').elements()).toHaveLength(0);
    expect(without.getByTestId('action-status').elements()).toHaveLength(0);
  });

  it('asks before a confirm action, then calls it and refreshes the list', async () => {
    const screen = await openDealList();
    const pagesBefore = writes('deal/page').length;
    await screen.getByTestId('crud-row').filter({ hasText: 'HT-003' }).getByTestId('action-archive').click();
    await expect.element(screen.getByRole('alertdialog').getByText('确定归档选中的 1 条数据吗？')).toBeVisible();
    await screen.getByTestId('crud-confirm').click();
    await expect.element(screen.getByText('更新成功')).toBeVisible();
    expect(writes('deal/archive').map((c) => c.body)).toEqual([{ id: '1003' }]);
    await vi.waitFor(() => expect(writes('deal/page').length).toBeGreaterThan(pagesBefore));
  });

  it('checks a form action with its schema before calling it, and shows a refusal in the dialog', async () => {
    let refuse = true;
    serveDeals(Object.values(FIXTURE_BUTTONS), (call) => {
      if (call.path === 'deal/note' && refuse) {
        refuse = false;
        throw new Refusal('合同已归档，不能备注');
      }
      return null;
    });
    const screen = await openDealList();
    await screen.getByTestId('crud-row').filter({ hasText: 'HT-002' }).getByTestId('action-note').click();
    const dialog = screen.getByTestId('action-dialog-note');
    await dialog.getByTestId('action-submit').click();
    await expect.element(dialog.getByText('请输入备注')).toBeVisible();
    expect(writes('deal/note')).toHaveLength(0);
    await userEvent.type(dialog.getByRole('textbox', { name: '备注' }), '已电话确认');
    await dialog.getByTestId('action-submit').click();
    await expect.element(dialog.getByText('合同已归档，不能备注')).toBeVisible();
    await dialog.getByTestId('action-submit').click();
    await expect.element(screen.getByText('更新成功')).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(writes('deal/note').map((c) => c.body)).toEqual([
      { id: '1002', remark: '已电话确认' },
      { id: '1002', remark: '已电话确认' },
    ]);
  });

  it('navigates to the address a navigate action builds', async () => {
    const screen = await openDealList();
    await screen.getByTestId('crud-row').filter({ hasText: 'HT-002' }).getByTestId('action-details').click();
    await expect.element(screen.getByTestId('address')).toHaveTextContent('/deal/details/1002');
  });
});

describe('declared bulk actions', () => {
  it('says 请选择至少一条数据 with nothing checked, and acts on the checked rows', async () => {
    const screen = await openDealList();
    await screen.getByTestId('bulk-close').click();
    await expect.element(screen.getByText('请选择至少一条数据')).toBeVisible();
    expect(screen.getByRole('alertdialog').elements()).toHaveLength(0);
    expect(writes('deal/close')).toHaveLength(0);

    await screen.getByRole('checkbox', { name: '选择第 1001 条' }).click();
    await screen.getByRole('checkbox', { name: '选择第 1003 条' }).click();
    await screen.getByTestId('bulk-close').click();
    await expect.element(screen.getByRole('alertdialog').getByText('确定批量关闭选中的 2 条数据吗？')).toBeVisible();
    await screen.getByTestId('crud-confirm').click();
    await expect.element(screen.getByText('更新成功')).toBeVisible();
    expect(writes('deal/close').map((c) => c.body)).toEqual([{ ids: '1001,1003' }]);
    // Done: the selection is cleared.
    await expect.element(screen.getByRole('checkbox', { name: '选择第 1001 条' })).not.toBeChecked();
  });
});

describe('row buttons beyond the inline limit', () => {
  const buttons = (row: ReturnType<Awaited<ReturnType<typeof openDealList>>['getByTestId']>) => row.getByRole('button').elements().map((b) => b.getAttribute('data-testid'));

  it('keeps the first ones less one inline and opens the rest from 更多, each doing what its button did', async () => {
    const all = await openDealList();
    const everything = buttons(all.getByTestId('crud-row').filter({ hasText: 'HT-002' }));
    expect(everything.length).toBeGreaterThan(3);
    all.unmount();

    const screen = await openDealList({ ...deals, rowButtonsInline: 3 });
    const row = screen.getByTestId('crud-row').filter({ hasText: 'HT-002' });
    expect(buttons(row)).toEqual([...everything.slice(0, 2), 'row-more']);
    await row.getByTestId('row-more').click();
    const items = screen.getByRole('menuitem');
    await expect.element(items.first()).toBeVisible();
    expect(items.elements().map((i) => i.getAttribute('data-testid'))).toEqual(everything.slice(2));
    await screen.getByRole('menuitem', { name: '详情' }).click();
    await expect.element(screen.getByTestId('address')).toHaveTextContent('/deal/details/1002');
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
  });
});
