/**
 * A test-only resource on the server's builder, standing in for the contracts of spec 2 until they
 * exist: a child of customers with declared filters and sort, a computed fee, a remaining-amount
 * check in the write transaction, a status machine changed through path parameters, a modify with
 * history, a path-parameter remove and a data-scope rule. Registered through startServer's
 * extraRoutes; its table is created by createFixtureTable. Never part of the product.
 */
import Decimal from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Page } from '@shared/api/envelope';
import type { Endpoint } from '@shared/api/endpoints';
import type { ChangeHistory, ChangeHistoryPageQuery } from '@shared/domain/changeHistory';
import { modifySchema } from '@shared/domain/changeHistory';
import { idsSchema, moneyText, percentText } from '@shared/domain/fields';
import { multiplyMoney } from '@shared/domain/money';
import { pageQuerySchema } from '@shared/domain/paging';
import { defineStatusMachine } from '@shared/domain/statusMachine';
import type { ExtraRoutes } from '../../src/server/index';
import type { TenantTable } from '../../src/server/repositories/tenant-rows';
import { HttpError } from '../../src/server/http/errors';
import { equals, like, dayRange, registerResource } from '../../src/server/http/crud';

export const FIXTURE_MESSAGES = { code: '请填写合同编号', status: '请选择合同状态', refused: '不允许的合同状态变更', notFound: '合同不存在或已删除', remaining: '合同金额超出客户剩余额度', customer: '客户不存在或已删除' };
/** The most a customer's contracts may add up to (the remaining-amount check). */
export const FIXTURE_LIMIT = '1000.00';

export interface FixtureContract {
  id: string;
  customerId: string;
  code: string;
  amount: string;
  rate: string;
  fee: string;
  status: number;
  hidden: number;
  createTime: string;
}

/** 0 draft → 1 signed (the code becomes required) or 2 void; nothing leaves 1 or 2. */
export const fixtureMachine = defineStatusMachine<0 | 1 | 2, { status: number }>({
  resource: 'fixtureContracts',
  statuses: [0, 1, 2],
  targets: (from) => (from === 0 ? [1, 2] : []),
  statusOf: (r) => r.status as 0 | 1 | 2,
  requires: { 1: { code: z.string({ error: FIXTURE_MESSAGES.code }).trim().min(1, FIXTURE_MESSAGES.code) } },
  refused: FIXTURE_MESSAGES.refused,
  required: FIXTURE_MESSAGES.status,
});

/** The shared formula's stand-in: fee = amount × rate %. */
export const fixtureFee = (values: Record<string, unknown>): Record<string, string> => ({ fee: multiplyMoney(String(values.amount ?? '0'), new Decimal(String(values.rate ?? '0')).div(100).toString()) });

const ID = z.string().trim().regex(/^\d{1,32}$/);
const edit = z.object({
  id: ID.optional(),
  customerId: z.string({ error: '请选择客户' }).trim().regex(/^\d{1,32}$/, '请选择客户'),
  code: z.string().trim().max(30).optional().transform((v) => v ?? ''),
  amount: moneyText,
  rate: percentText,
});
const pageSchema = pageQuerySchema.extend({
  customerId: z.string({ error: '请选择客户' }).trim().regex(/^\d{1,32}$/, '请选择客户'),
  code: z.string().trim().max(100).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
  createTimeFrom: z.string().optional(),
  createTimeTo: z.string().optional(),
});

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });
export const fixtureEndpoints = {
  page: system<Record<string, unknown>, Page<FixtureContract>>('GET', 'fixture-contract/list'),
  detail: system<{ id: string }, FixtureContract>('GET', 'fixture-contract/detail'),
  submit: system<Record<string, unknown>, FixtureContract>('POST', 'fixture-contract/submit'),
  remove: system<{ ids: string; tenantId: string }, null>('POST', 'fixture-contract/remove/{ids}/{tenantId}'),
  changeStatus: system<{ id: string; statusContract: number; code?: string }, FixtureContract>('POST', 'fixture-contract/changeStatus/{id}/{statusContract}'),
  modify: system<Record<string, unknown>, FixtureContract>('POST', 'fixture-contract/changeContract'),
  history: system<ChangeHistoryPageQuery, Page<ChangeHistory>>('GET', 'fixture-contract-history/{recordId}'),
};

interface FixtureRow {
  id: string;
  tenant_id: string;
  customer_id: string;
  code: string;
  amount: string;
  rate: string;
  fee: string;
  status: number;
  hidden: number;
  create_user: string;
  create_time: string;
  update_time: string;
}

const toRecord = (row: FixtureRow): FixtureContract => ({
  id: row.id,
  customerId: row.customer_id,
  code: row.code,
  amount: row.amount,
  rate: row.rate,
  fee: row.fee,
  status: row.status,
  hidden: row.hidden,
  createTime: row.create_time,
});

const columns = (input: z.output<typeof edit> & { fee?: unknown }) => ({ customer_id: input.customerId, code: input.code, amount: input.amount, rate: input.rate, fee: String(input.fee) });

export const fixtureRoutes: ExtraRoutes = (app, ctx) =>
  registerResource(app, ctx, {
    // A table the test creates: the product's Database type does not know it.
    table: 'fixture_contract' as TenantTable,
    name: 'fixture-contract',
    notFound: FIXTURE_MESSAGES.notFound,
    endpoints: { page: fixtureEndpoints.page, detail: fixtureEndpoints.detail, submit: fixtureEndpoints.submit, remove: fixtureEndpoints.remove },
    schemas: { page: pageSchema, submit: edit, remove: idsSchema },
    parent: { table: 'customer', column: 'customer_id', field: 'customerId', notFound: FIXTURE_MESSAGES.customer },
    filters: { code: like('code'), status: equals('status'), createTime: dayRange('create_time') },
    sort: { columns: { amount: 'amount', code: 'code' }, default: [['create_time', 'desc']] },
    columns: { updateTime: true },
    // The data-scope hook: hidden rows are out of everyone's reach.
    scope: (_caller, table) => (eb) => eb(`${table}.hidden`, '=', 0),
    toRecord,
    computed: fixtureFee,
    toInsert: (input) => ({ ...columns(input), status: 0 }),
    toUpdate: (input) => columns(input),
    beforeWrite: async (trx, input, caller, existing) => {
      const others = await (trx as unknown as Kysely<Record<string, FixtureRow>>)
        .selectFrom('fixture_contract')
        .select('amount')
        .where('tenant_id', '=', caller.tenantId)
        .where('customer_id', '=', input.customerId)
        .where('id', '!=', existing?.id ?? '')
        .execute();
      const total = others.reduce((sum, r) => sum.plus(r.amount), new Decimal(input.amount));
      if (total.gt(FIXTURE_LIMIT)) throw new HttpError(400, FIXTURE_MESSAGES.remaining);
    },
    statusChanges: [{ endpoint: fixtureEndpoints.changeStatus, machine: fixtureMachine, field: 'statusContract', machineRecord: (row) => ({ status: row.status }), toUpdate: (input) => (input.status === 1 ? { code: String(input.code).trim() } : {}) }],
    modify: {
      endpoint: fixtureEndpoints.modify,
      schema: modifySchema(edit.omit({ id: true })),
      toUpdate: (input) => columns(input),
      history: fixtureEndpoints.history,
    },
  });

/** Creates the fixture's table in the server's database (either backend). */
export async function createFixtureTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fixture_contract')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('code', 'varchar(60)', (c) => c.notNull())
    .addColumn('amount', 'varchar(20)', (c) => c.notNull())
    .addColumn('rate', 'varchar(20)', (c) => c.notNull())
    .addColumn('fee', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_user', 'varchar(32)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await sql`select 1`.execute(db);
}
