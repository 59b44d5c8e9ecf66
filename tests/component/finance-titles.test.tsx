/**
 * The finance drawers' titles read as one record in English — "Add tender", "Edit owner invoice" —
 * while the contract pages' tabs that list several keep their plural labels; the Chinese titles are
 * the resource's name after 新增/编辑/查看 as before.
 */
import { describe, expect, it } from 'vitest';
import { modeTitle } from '../../src/renderer/src/crud/modes';
import type { LooseT } from '../../src/renderer/src/crud/looseT';
import { bidDeposits, depositRefunds } from '../../src/renderer/src/resources/bidDeposits/index';
import { cooperationFees } from '../../src/renderer/src/resources/cooperationFees/index';
import { ownerArrivals, platformArrivals } from '../../src/renderer/src/resources/financeArrivals/index';
import { otherFees } from '../../src/renderer/src/resources/financeExpenses/index';
import { incomes } from '../../src/renderer/src/resources/financeExpenses/income';
import { expenseOwnerTabs } from '../../src/renderer/src/resources/financeExpenses/ownerTabs';
import { ownerInvoices, platformInvoices } from '../../src/renderer/src/resources/financeInvoices/index';
import { invoiceOwnerTabs } from '../../src/renderer/src/resources/financeInvoices/ownerTabs';
import { invoicePlatformTabs } from '../../src/renderer/src/resources/financeInvoices/platformTabs';
import { financeTenders } from '../../src/renderer/src/resources/financeTenders/index';
import { createI18n } from './support/FieldHarness';

const SINGULAR = [
  [financeTenders, 'tender'],
  [bidDeposits, 'bid deposit'],
  [cooperationFees, 'cooperation fee'],
  [ownerInvoices, 'owner invoice'],
  [platformInvoices, 'platform invoice'],
  [ownerArrivals, 'owner receipt'],
  [platformArrivals, 'platform receipt'],
  [otherFees, 'other expense'],
  [incomes, 'income'],
] as const;

describe('finance drawer titles', () => {
  it('en: add, edit and view name one record; the tabs listing several stay plural', async () => {
    const i18n = await createI18n('en');
    const lt = i18n.t.bind(i18n) as unknown as LooseT;
    for (const [resource, one] of SINGULAR) {
      expect([modeTitle(lt, resource, 'add'), modeTitle(lt, resource, 'edit'), modeTitle(lt, resource, 'view')]).toEqual([`Add ${one}`, `Edit ${one}`, `View ${one}`]);
    }
    expect(modeTitle(lt, depositRefunds, 'view')).toBe('View deposit refund');
    expect([invoiceOwnerTabs[0].label, invoicePlatformTabs[0].label, expenseOwnerTabs[0].label].map((key) => lt(key))).toEqual(['Owner invoices', 'Platform invoices', 'Other expenses']);
  });

  it('zh: the titles and tabs read as before', async () => {
    const i18n = await createI18n('zh');
    const lt = i18n.t.bind(i18n) as unknown as LooseT;
    expect(modeTitle(lt, financeTenders, 'add')).toBe('新增招投标管理');
    expect(modeTitle(lt, ownerInvoices, 'edit')).toBe('编辑业主发票');
    expect([invoiceOwnerTabs[0].label, invoicePlatformTabs[0].label, expenseOwnerTabs[0].label].map((key) => lt(key))).toEqual(['业主发票', '平台发票', '其他支出']);
  });
});
