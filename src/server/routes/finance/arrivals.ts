/**
 * Owner arrivals (contract-owner-arrive) and platform arrivals (contract-platform-arrive), spec 2 §7,
 * on the resource builder: rows of the organisation under one of its contracts (the parent), add and
 * edit while not written off, remove (all or nothing; written-off ones refused), writeOff (dzhx 0 → 1).
 * Every write holds the owner contract's lock, then the invoice's, and moves the invoice's fpzt in
 * step in the same transaction (arrivalRules.ts). Two reads feed the form and the detail tabs: the
 * invoices an arrival may pick (with their not-arrived amounts) and a contract's arrived totals.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromFen, toFen } from '@shared/domain/contractMoney';
import { FINANCE_SCREENS } from '@shared/domain/financeButtons';
import { INVOICE_COUNTED, INVOICE_STATUS, WRITE_OFF } from '@shared/domain/finance';
import { ARRIVAL_MESSAGES, arrivalPageQuerySchema, ownerArrivalSchema, platformArrivalSchema, type Arrival, type ArrivalInput, type ArrivalInvoiceOption, type ArrivalSummary } from '@shared/domain/financeArrival';
import { idSchema, idsSchema } from '@shared/domain/fields';
import { percentOf, subtractMoney } from '@shared/domain/money';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { timestamp } from '../../db/time';
import { callerOf, type Caller } from '../../http/caller';
import { dayRange, equals, like, registerResource } from '../../http/crud';
import { screenApp } from '../../http/screenGrants';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { dataScopeOf } from '../../http/scopes';
import { parseInput } from '../../http/validate';
import { OWNER_ARRIVALS, PLATFORM_ARRIVALS, type ArrivalKind } from './arrivalKinds';
import { enrichArrivals, toArrival } from './arrivalRows';
import { afterArrivalWrite, beforeArrivalRemoval, checkArrivalWrite, resolvedArrival, type ArrivalRow } from './arrivalRules';

const removeSchema = idsSchema.extend({ tenantId: z.string().optional() });
const contractQuery = z.object({ contractId: z.string({ error: ARRIVAL_MESSAGES.contract }).trim().regex(/^\d{1,32}$/, ARRIVAL_MESSAGES.contract), invoiceId: z.string().trim().optional() });

/** The columns every write sets from the form and from what its rules resolved. */
function formColumns(input: ArrivalInput) {
  const r = resolvedArrival(input);
  return {
    invoice_id: input.invoiceId,
    name: r.contract.name,
    amount: toFen(input.arriveAmount),
    arrive_date: input.arriveDate,
    party_jia_id: r.contract.partyJiaId,
    party_jia_name: input.partyJiaName,
    party_yi_id: r.contract.partyYiId,
    party_yi_name: input.partyYiName,
    ...r.bank,
    remark: input.remark,
    receipt_voucher: JSON.stringify(r.attachments),
  };
}

/** The contract `id` of the caller's organisation, in its data scope; 400 otherwise. */
async function reachableContract(db: Executor, k: ArrivalKind, caller: Caller, id: string): Promise<{ id: string; amount: string; isDirect: number }> {
  let q = db
    .selectFrom(k.contractTable)
    .innerJoin('contract_owner as owner', 'owner.id', `${k.contractTable}.${k.kind === 'owner' ? 'id' : 'contract_owner_id'}` as 'contract_platform.contract_owner_id')
    .select([`${k.contractTable}.id as id`, `${k.contractTable}.curr_contract_amount as amount`, 'owner.is_direct as is_direct']).where(`${k.contractTable}.tenant_id`, '=', caller.tenantId).where(`${k.contractTable}.id`, '=', id);
  const scope = dataScopeOf(caller, k.parent.name ?? k.contractTable, k.contractTable);
  if (scope) q = q.where(scope);
  const row = await q.executeTakeFirst();
  if (!row) throw new HttpError(400, ARRIVAL_MESSAGES.contract);
  return { id: String(row.id), amount: fromFen(row.amount as string | number), isDirect: Number(row.is_direct) };
}

type Sum = string | number | null;

function registerArrivalReads(app: FastifyInstance, ctx: AppContext, k: ArrivalKind): void {
  // The form's invoice picker: the contract's invoices still receiving money (not 3, not voided), and the one an edit holds.
  route(app, ctx, k.endpoints.invoices, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(contractQuery, req.query ?? {});
    const contract = await reachableContract(ctx.db, k, caller, q.contractId);
    const keep = q.invoiceId && /^\d{1,32}$/.test(q.invoiceId) ? q.invoiceId : '';
    const invoices = await ctx.db
      .selectFrom('finance_invoice')
      .select(['id', 'name', 'code', 'status', 'amount', 'invoice_date'])
      .where('tenant_id', '=', caller.tenantId)
      .where('kind', '=', k.kind)
      .where(k.column, '=', contract.id)
      .where((eb) => eb.or([eb('status', 'in', [INVOICE_STATUS.issued, INVOICE_STATUS.partlyReceived]), eb('id', '=', keep)]))
      .orderBy('invoice_date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const ids = invoices.map((i) => i.id);
    const sums = ids.length
      ? await ctx.db.selectFrom('finance_arrival').select(['invoice_id', (eb) => eb.fn.sum<Sum>('amount').as('total')]).where('tenant_id', '=', caller.tenantId).where('invoice_id', 'in', ids).groupBy('invoice_id').execute()
      : [];
    const arrived = new Map(sums.map((s) => [s.invoice_id, fromFen(s.total ?? 0)]));
    return invoices.map((i): ArrivalInvoiceOption => {
      const amount = fromFen(i.amount);
      const done = arrived.get(i.id) ?? '0.00';
      return { id: i.id, name: i.name, code: i.code, status: Number(i.status), currInvoiceAmount: amount, currArrivedAmount: done, currUnArriveAmount: subtractMoney(amount, done), invoiceDate: i.invoice_date };
    });
  });

  // The detail page's tab: the contract's invoiced and arrived totals and rates (SQL sums).
  route(app, ctx, k.endpoints.summary, async (req): Promise<ArrivalSummary> => {
    const caller = callerOf(req);
    const q = parseInput(contractQuery, req.query ?? {});
    const contract = await reachableContract(ctx.db, k, caller, q.contractId);
    const invoiced = await ctx.db
      .selectFrom('finance_invoice')
      .select((eb) => eb.fn.sum<Sum>('amount').as('total'))
      .where('tenant_id', '=', caller.tenantId)
      .where('kind', '=', k.kind)
      .where(k.column, '=', contract.id)
      .where('status', 'in', [...INVOICE_COUNTED])
      .executeTakeFirst();
    const arrivals = ctx.db.selectFrom('finance_arrival').where('tenant_id', '=', caller.tenantId).where('kind', '=', k.kind).where(k.column, '=', contract.id);
    const arrived = await arrivals.select((eb) => eb.fn.sum<Sum>('amount').as('total')).executeTakeFirst();
    const writtenOff = await arrivals.select((eb) => eb.fn.sum<Sum>('amount').as('total')).where('write_off', '=', WRITE_OFF.writtenOff).executeTakeFirst();
    const invoiceAmount = fromFen(invoiced?.total ?? 0);
    const arrivedAmount = fromFen(arrived?.total ?? 0);
    return {
      isDirect: contract.isDirect,
      contractAmount: contract.amount,
      invoiceAmount,
      arrivedAmount,
      arriveRate: percentOf(arrivedAmount, contract.amount),
      unArrivedAmount: subtractMoney(invoiceAmount, arrivedAmount),
      writtenOffAmount: fromFen(writtenOff?.total ?? 0),
    };
  });
}

function registerArrivals(app: FastifyInstance, ctx: AppContext, k: ArrivalKind): void {
  const e = k.endpoints;
  registerResource<ArrivalRow, Arrival, ArrivalInput>(app, ctx, {
    table: 'finance_arrival',
    name: k.name,
    notFound: ARRIVAL_MESSAGES.notFound,
    endpoints: { page: e.page, detail: e.detail, submit: e.submit, remove: e.remove },
    schemas: { page: arrivalPageQuerySchema, submit: k.kind === 'owner' ? ownerArrivalSchema : platformArrivalSchema, detail: idSchema, remove: removeSchema },
    parent: k.parent,
    // One table, two families: each reaches only its own kind.
    scope: (_caller, table) => (eb) => eb(`${table}.kind`, '=', k.kind),
    creator: 'name',
    columns: { createDept: true, updateTime: true },
    buttons: { add: k.buttons.add, edit: k.buttons.edit, remove: k.buttons.remove },
    filters: { name: like('name'), status: equals('write_off'), invoiceId: equals('invoice_id'), arriveDate: dayRange('arrive_date') },
    sort: { columns: { createTime: 'create_time', arriveDate: 'arrive_date', arriveAmount: 'amount' }, default: [['create_time', 'desc']] },
    toRecord: toArrival,
    enrich: enrichArrivals(k),
    beforeWrite: checkArrivalWrite(k),
    afterWrite: afterArrivalWrite,
    // New arrivals start not written off (dzhx 0); the owner contract of a platform arrival is its platform contract's.
    toInsert: (input) => {
      const r = resolvedArrival(input);
      return { ...formColumns(input), kind: k.kind, contract_owner_id: r.contract.owner.id, contract_platform_id: k.kind === 'platform' ? r.contract.id : '', write_off: WRITE_OFF.open };
    },
    toUpdate: (input) => formColumns(input),
    removeDependents: beforeArrivalRemoval(k),
    updates: [
      {
        endpoint: e.writeOff,
        schema: idSchema,
        button: k.buttons.writeOff,
        beforeWrite: (_trx, _input, _caller, existing) => {
          if (Number(existing?.write_off) === WRITE_OFF.writtenOff) throw new HttpError(400, ARRIVAL_MESSAGES.alreadyWrittenOff);
        },
        toUpdate: (_input, caller: Caller) => ({ write_off: WRITE_OFF.writtenOff, write_off_date: timestamp(), write_off_user: caller.userId }),
      },
    ],
  });
  registerArrivalReads(app, ctx, k);
}

export function registerArrivalRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerArrivals(screenApp(app, ctx, FINANCE_SCREENS.arrival), ctx, OWNER_ARRIVALS);
  registerArrivals(screenApp(app, ctx, FINANCE_SCREENS.platformArrival), ctx, PLATFORM_ARRIVALS);
}
