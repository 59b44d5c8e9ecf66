/**
 * The declared modify (变更) mode in real Chromium, through the generic list page and drawer: the
 * row button only with its permission and for the records its rule accepts, the changeable fields'
 * old values read-only beside the form, a required change reason, the submit to the modify endpoint
 * with the record's id, and a draft of its own that never meets the add form's.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { apiCalls, draftCalls, drafts } from './support/fakeCore';
import { FIXTURE_BUTTONS } from './support/fixtureResource';
import { serveDeals } from './support/dealCore';
import { openDealList } from './support/dealList';

beforeEach(() => serveDeals([FIXTURE_BUTTONS.modify], () => ({ id: '1001' })));

describe('modify mode', () => {
  it('is offered only with its permission and only for the records its rule accepts', async () => {
    const screen = await openDealList();
    const signed = screen.getByTestId('crud-row').filter({ hasText: 'HT-001' });
    await expect.element(signed.getByRole('button', { name: '变更', exact: true })).toBeVisible();
    expect(screen.getByTestId('crud-row').filter({ hasText: 'HT-002' }).getByRole('button', { name: '变更', exact: true }).elements()).toHaveLength(0);
    screen.unmount();

    serveDeals([]);
    const without = await openDealList();
    await expect.element(without.getByTestId('crud-row').filter({ hasText: 'HT-001' }).getByRole('button', { name: '查看' })).toBeVisible();
    expect(without.getByRole('button', { name: '变更', exact: true }).elements()).toHaveLength(0);
  });

  it('shows the old values read-only, requires a reason, and sends id, values and reason to the modify endpoint', async () => {
    // An add draft lying about must not fill the modify form (nor be touched by it).
    drafts.set('deals:add', { formKey: 'deals:add', data: { code: 'ADD-DRAFT', partner: '新增草稿', amount: '1' }, idempotencyKey: 'add-key', savedAt: '2026-01-01 00:00:00' });
    const screen = await openDealList();
    await screen.getByTestId('crud-row').filter({ hasText: 'HT-001' }).getByRole('button', { name: '变更', exact: true }).click();
    const drawer = screen.getByTestId('crud-drawer');
    await expect.element(drawer.getByText('变更合同')).toBeVisible();

    const before = drawer.getByTestId('before-partner');
    await expect.element(before).toHaveValue('远景设计');
    await expect.element(before).toHaveAttribute('readonly');
    await expect.element(drawer.getByTestId('before-amount')).toHaveValue('1000.00');
    // The code is not changeable: no "before" for it, and read-only in the form.
    expect(drawer.getByTestId('before-code').elements()).toHaveLength(0);
    await expect.element(drawer.getByRole('textbox', { name: '合同编号' })).toHaveAttribute('readonly');

    const partner = drawer.getByRole('textbox', { name: '合作单位', exact: true });
    await expect.element(partner).toHaveValue('远景设计');
    await userEvent.clear(partner);
    await userEvent.type(partner, '华东设计院');
    await expect.element(drawer.getByText('已修改')).toBeVisible();
    await expect.element(before).toHaveValue('远景设计');

    await drawer.getByTestId('crud-submit').click();
    await expect.element(drawer.getByText('请输入变更原因')).toBeVisible();
    expect(apiCalls.filter((c) => c.path === 'deal/modify')).toHaveLength(0);

    // The modify draft is kept under its own key while the person types.
    await vi.waitFor(() => expect(drafts.get('deals:modify:1001')?.data).toMatchObject({ partner: '华东设计院' }));
    expect(drafts.get('deals:add')?.data).toMatchObject({ code: 'ADD-DRAFT' });
    expect(draftCalls).toContain('drafts.get deals:modify:1001');
    expect(draftCalls.some((c) => c.endsWith(' deals:add'))).toBe(false);

    await userEvent.type(drawer.getByRole('textbox', { name: '变更原因' }), '合作单位更名');
    await drawer.getByTestId('crud-submit').click();
    await vi.waitFor(() => expect(apiCalls.filter((c) => c.path === 'deal/modify')).toHaveLength(1));
    const submitted = apiCalls.find((c) => c.path === 'deal/modify')!;
    expect(submitted.method).toBe('POST');
    expect(submitted.body).toEqual({ id: '1001', code: 'HT-001', partner: '华东设计院', amount: '1000.00', changeReason: '合作单位更名' });
    expect(submitted.idempotencyKey).toBeTruthy();
    await expect.element(screen.getByText('更新成功')).toBeVisible();
    // Saved: the modify draft is gone, the add draft untouched.
    await vi.waitFor(() => expect(drafts.has('deals:modify:1001')).toBe(false));
    expect(drafts.has('deals:add')).toBe(true);
  });

  it('keeps add, edit and modify drafts apart', async () => {
    const screen = await openDealList();
    await screen.getByTestId('crud-add').click();
    await expect.element(screen.getByTestId('crud-drawer').getByText('新增合同')).toBeVisible();
    await screen.getByTestId('crud-drawer').getByRole('button', { name: '关闭' }).click();
    await screen.getByTestId('crud-row').filter({ hasText: 'HT-001' }).getByRole('button', { name: '编辑' }).click();
    await expect.element(screen.getByTestId('crud-drawer').getByText('编辑合同')).toBeVisible();
    await vi.waitFor(() => expect(draftCalls.filter((c) => c.startsWith('drafts.get'))).toEqual(['drafts.get deals:add', 'drafts.get deals:edit:1001']));
  });
});
