/**
 * Other expenses (contract-other-fee, spec 2 §7) on the resource builder: rows of the organisation
 * under one of its owner contracts (OWNER_CONTRACT_PARENT). Every write takes the owner contract's
 * lock first and then reads its remaining project cost (finance_other_fee is a COST_CONSUMER), so
 * concurrent expenses and production or resource contracts never together take more than is left.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { financeExpenseEndpoints as e } from '@shared/api/financeExpenseEndpoints';
import { fromFen, toFen } from '@shared/domain/contractMoney';
import { FINANCE_SCREENS, OTHER_FEE_BUTTONS } from '@shared/domain/financeButtons';
import { OTHER_FEE_MESSAGES, otherFeeAmountError, otherFeePageQuerySchema, otherFeeSchema, type OtherFee, type OtherFeeInput } from '@shared/domain/financeOtherFee';
import { subtractMoney } from '@shared/domain/money';
import { idSchema } from '@shared/domain/fields';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { OWNER_CONTRACT_PARENT } from '../../contracts/parent';
import { lockOwnerContract } from '../../contracts/ownerLock';
import { remainingProjectCost } from '../../contracts/reservedCost';
import { lockRow } from '../../finance/lockRow';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { dayRange, equals, registerResource, type FilterRule, type ResourceDeclaration } from '../../http/crud';
import { screenApp } from '../../http/screenGrants';
import { ownAttachments } from '../project/archiveRows';
import { enrichOtherFees, toOtherFee, type OtherFeeRow } from './otherFeeRows';
import { registerProjectMoney } from './projectMoney';

/** What the rules resolved for the write (the vouchers checked, the amount before), kept beside the input. */
const resolved = new WeakMap<object, { vouchers: string; before: string }>();
const resolvedOf = (input: object) => {
  const found = resolved.get(input);
  if (!found) throw new Error('an other expense reached its write without its rules checked');
  return found;
};

/** Spec 2 §5: add 0 < amount ≤ remaining cost; edit new > 0 and new − old ≤ remaining cost (this expense still counted). */
async function checkOtherFee(trx: Executor, input: OtherFeeInput, caller: Caller, existing: OtherFeeRow | undefined): Promise<void> {
  const owner = await lockOwnerContract(trx, caller.tenantId, existing ? existing.contract_owner_id : input.contractOwnerId);
  // Read again under the owner's lock: a concurrent edit of the same expense committed before it is seen.
  const row = existing ? await lockRow<OtherFeeRow>(trx, 'finance_other_fee', caller.tenantId, existing.id, OTHER_FEE_MESSAGES.notFound) : undefined;
  const remaining = await remainingProjectCost(trx, caller.tenantId, owner);
  const before = row ? fromFen(row.amount) : undefined;
  const error = otherFeeAmountError(input.disburseAmount, remaining, before);
  if (error) throw new HttpError(400, error);
  const vouchers = await ownAttachments(trx, caller, input.payVoucher);
  resolved.set(input, { vouchers: JSON.stringify(vouchers), before: before ?? '0.00' });
}

function formColumns(input: OtherFeeInput) {
  return {
    disburse_type: input.disburseType,
    amount: toFen(input.disburseAmount),
    disburse_date: input.disburseDate,
    disburse_exp: input.disburseExp,
    pay_voucher: resolvedOf(input).vouchers,
    remark: input.remark,
  };
}

/** The owner contract's name contains the text. */
const ownerName: FilterRule = (query, q, key, { table, db }) =>
  q[key] ? query.where(`${table}.contract_owner_id`, 'in', db.selectFrom('contract_owner').select('id').where('name', 'like', `%${String(q[key])}%`)) : query;

type Declaration = ResourceDeclaration<OtherFeeRow, OtherFee, OtherFeeInput>;

const base: Declaration = {
  table: 'finance_other_fee',
  name: 'contract-other-fee',
  notFound: OTHER_FEE_MESSAGES.notFound,
  endpoints: {},
  schemas: { page: otherFeePageQuerySchema, submit: otherFeeSchema, detail: idSchema },
  parent: OWNER_CONTRACT_PARENT,
  creator: 'name',
  columns: { createDept: true, updateTime: true },
  buttons: { add: OTHER_FEE_BUTTONS.add, edit: OTHER_FEE_BUTTONS.edit, remove: OTHER_FEE_BUTTONS.remove },
  toRecord: toOtherFee,
  enrich: enrichOtherFees,
};

export function registerOtherFeeRoutes(outer: FastifyInstance, ctx: AppContext): void {
  const app = screenApp(outer, ctx, FINANCE_SCREENS.otherFee);
  registerResource<OtherFeeRow, OtherFee, OtherFeeInput>(app, ctx, {
    ...base,
    endpoints: { page: e.otherFeePage, detail: e.otherFeeDetail, submit: e.otherFeeSubmit, remove: e.otherFeeRemove },
    filters: { yzName: ownerName, disburseType: equals('disburse_type'), createTime: dayRange('create_time') },
    sort: { columns: { createTime: 'create_time', disburseDate: 'disburse_date', disburseAmount: 'amount' }, default: [['create_time', 'desc']] },
    beforeWrite: checkOtherFee,
    toInsert: (input) => ({ ...formColumns(input), contract_owner_id: input.contractOwnerId, amount_before: 0, change_amount: 0 }),
    // The edit keeps what the amount was and by how much it changed (disburseAmountBefore, changeAmount).
    toUpdate: (input) => {
      const { before } = resolvedOf(input);
      return { ...formColumns(input), amount_before: toFen(before), change_amount: toFen(subtractMoney(input.disburseAmount, before)) };
    },
  });
  // The spec's /{a}/{b or -1}/{c}: {id}/{contractOwnerId or -1}/{tenantId} (the tenant must be the caller's).
  registerResource<OtherFeeRow, OtherFee, OtherFeeInput>(app, ctx, {
    ...base,
    endpoints: { detail: e.otherFeeRead },
    schemas: { detail: z.object({ id: idSchema.shape.id, contractOwnerId: z.string().regex(/^(-1|\d{1,32})$/) }).transform((v) => ({ id: v.id, owner: v.contractOwnerId })) as unknown as z.ZodType<{ id: string }> },
  });
  // The project page's money tab is the project detail's, not this screen's: it reads the caller's own owner contracts only.
  registerProjectMoney(outer, ctx);
}
