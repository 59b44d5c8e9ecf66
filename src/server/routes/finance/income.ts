/**
 * Other income (finance-income-other, spec 2 §7: page, detail (id, tenantId), submit, remove (ids)) on
 * the resource builder. The receiving unit is the recording organisation itself (decided: a member
 * records money their own organisation received), and the bank card one of its own cards, whose
 * name, account and bank are stored as they are now — whatever the client sent for them is replaced.
 */
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { financeExpenseEndpoints as e } from '@shared/api/financeExpenseEndpoints';
import { fromFen, toFen } from '@shared/domain/contractMoney';
import { FINANCE_SCREENS, INCOME_BUTTONS } from '@shared/domain/financeButtons';
import { INCOME_MESSAGES, incomePageQuerySchema, incomeSchema, type Income, type IncomeInput } from '@shared/domain/financeIncome';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { FinanceIncomeTable } from '../../db/schema-finance-income';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { creatorName, dayRange, equals, like, registerResource } from '../../http/crud';
import { screenApp } from '../../http/screenGrants';
import { ownAttachments, readAttachments } from '../project/archiveRows';

type IncomeRow = Selectable<FinanceIncomeTable> & { create_user_name?: string | null; create_dept_name?: string | null };

const resolved = new WeakMap<object, Record<string, unknown>>();

/** The receiving organisation is the caller's; the card one of its own; the vouchers its own uploads. */
async function checkIncome(trx: Executor, input: IncomeInput, caller: Caller): Promise<void> {
  if (input.incomeCompanyId !== caller.tenantId) throw new HttpError(400, INCOME_MESSAGES.incomeCompany);
  const company = await trx.selectFrom('tenant').select('name').where('tenant_id', '=', caller.tenantId).executeTakeFirst();
  const card = await trx.selectFrom('bank_card').select(['acc_name', 'bank_acc', 'open_bank']).where('tenant_id', '=', caller.tenantId).where('id', '=', input.incomeBankId).executeTakeFirst();
  if (!card) throw new HttpError(400, INCOME_MESSAGES.bankName);
  const vouchers = await ownAttachments(trx, caller, input.incomeVoucher);
  resolved.set(input, {
    income_company_id: caller.tenantId,
    income_company_name: company?.name ?? '',
    income_bank_id: input.incomeBankId,
    income_bank_name: card.acc_name,
    income_bank_card: card.bank_acc,
    income_bank_open: card.open_bank,
    income_voucher: JSON.stringify(vouchers),
  });
}

function columns(input: IncomeInput) {
  const checked = resolved.get(input);
  if (!checked) throw new Error('an income reached its write without its rules checked');
  return {
    ...checked,
    income_type: input.incomeType,
    pay_company_name: input.payCompanyName,
    income_date: input.incomeDate,
    income_amount: toFen(input.incomeAmount),
    remark: input.remark,
  };
}

function toIncome(row: IncomeRow): Income {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    incomeType: row.income_type,
    payCompanyName: row.pay_company_name,
    incomeCompanyId: row.income_company_id,
    incomeCompanyName: row.income_company_name,
    incomeBankId: row.income_bank_id,
    incomeBankName: row.income_bank_name,
    incomeBankCard: row.income_bank_card,
    incomeBankOpen: row.income_bank_open,
    incomeDate: row.income_date,
    incomeAmount: fromFen(row.income_amount),
    incomeVoucher: readAttachments(row.income_voucher),
    remark: row.remark,
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createDeptName: row.create_dept_name ?? '',
    createTime: row.create_time,
  };
}

export function registerIncomeRoutes(outer: FastifyInstance, ctx: AppContext): void {
  const app = screenApp(outer, ctx, FINANCE_SCREENS.income);
  registerResource<IncomeRow, Income, IncomeInput>(app, ctx, {
    table: 'finance_income',
    name: 'finance-income-other',
    notFound: INCOME_MESSAGES.notFound,
    endpoints: { page: e.incomePage, detail: e.incomeDetail, submit: e.incomeSubmit, remove: e.incomeRemove },
    schemas: { page: incomePageQuerySchema, submit: incomeSchema },
    creator: true,
    columns: { createDept: true, updateTime: true },
    buttons: { add: INCOME_BUTTONS.add, edit: INCOME_BUTTONS.edit, remove: INCOME_BUTTONS.remove },
    filters: { incomeType: equals('income_type'), payCompanyName: like('pay_company_name'), createUserName: creatorName(), incomeDate: dayRange('income_date') },
    sort: { columns: { createTime: 'create_time', incomeDate: 'income_date', incomeAmount: 'income_amount' }, default: [['create_time', 'desc']] },
    toRecord: toIncome,
    beforeWrite: checkIncome,
    toInsert: columns,
    toUpdate: columns,
  });
}
