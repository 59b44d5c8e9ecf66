import type { ExpressionBuilder, Insertable } from 'kysely';
import { ALL_RECORDS } from '@shared/api/envelope';
import { AGREEMENT_STATUS } from '@shared/domain/agreement';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import type { Executor } from '../db/database';
import type { BizAttentionTable, Database } from '../db/schema';

export interface BizAttentionFilter {
  current: number;
  size: number;
  orgCategory?: string;
  frameworkAgreement?: number;
  isNew?: number;
  compName?: string;
  status?: number;
  attentionStatus?: number;
}

export interface BizAttentionRow {
  id: string;
  tenant_id: string;
  target_tenant_id: string;
  name: string;
  category: string;
  code: string;
  create_time: string;
  /** xyzt of the partner's framework agreement today. */
  agreement: number;
  /** The organisation's own standing. */
  status: number;
  attention_status: number;
  remark: string;
}

/** Days within which a looked-after organisation counts as new (isNew=1). */
const NEW_WITHIN_DAYS = 30;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Eb = ExpressionBuilder<Database, 'biz_attention' | 'tenant'>;

/**
 * The partner's framework agreement state (xyzt) in SQL, the same reading as agreementState: 1 when
 * one is signed and not past its expiry, 2 when one is marked expired or signed but lapsed, else 0.
 */
function agreementWith(eb: Eb, now: string, state: 1 | 2) {
  const agreements = eb.selectFrom('framework_agreement').select('framework_agreement.id').whereRef('framework_agreement.tenant_id', '=', 'biz_attention.target_tenant_id');
  if (state === 1)
    return eb.exists(agreements.where('framework_agreement.status', '=', AGREEMENT_STATUS.signed).where((w) => w.or([w('framework_agreement.expire_time', '=', ''), w('framework_agreement.expire_time', '>=', now)])));
  return eb.exists(
    agreements.where((w) =>
      w.or([w('framework_agreement.status', '=', AGREEMENT_STATUS.expired), w.and([w('framework_agreement.status', '=', AGREEMENT_STATUS.signed), w('framework_agreement.expire_time', '!=', ''), w('framework_agreement.expire_time', '<', now)])]),
    ),
  );
}
const agreementState = (eb: Eb, now: string) => eb.case().when(agreementWith(eb, now, 1)).then(1).when(agreementWith(eb, now, 2)).then(2).else(0).end();

function partners(db: Executor, tenantId: string) {
  return db.selectFrom('biz_attention').innerJoin('tenant', 'tenant.tenant_id', 'biz_attention.target_tenant_id').where('biz_attention.tenant_id', '=', tenantId);
}

function selectPartner(query: ReturnType<typeof partners>, now: string) {
  return query.select((eb) => [
    'biz_attention.id',
    'biz_attention.tenant_id',
    'biz_attention.target_tenant_id',
    'tenant.name',
    'tenant.category',
    'tenant.code',
    'biz_attention.create_time',
    'tenant.status',
    'biz_attention.status as attention_status',
    'biz_attention.remark',
    agreementState(eb, now).as('agreement'),
  ]);
}

const numeric = <T extends { agreement: unknown; status: unknown; attention_status: unknown }>(r: T) => ({ ...r, agreement: Number(r.agreement), status: Number(r.status), attention_status: Number(r.attention_status) });

/** One page of the organisations `tenantId` works with, oldest relationship first. `now`: yyyy-MM-dd HH:mm:ss. */
export async function bizAttentionPage(db: Executor, tenantId: string, filter: BizAttentionFilter, now: string): Promise<{ rows: BizAttentionRow[]; total: number }> {
  let base = partners(db, tenantId);
  if (filter.orgCategory) base = base.where('tenant.category', '=', filter.orgCategory);
  if (filter.status !== undefined) base = base.where('tenant.status', '=', filter.status);
  if (filter.attentionStatus !== undefined) base = base.where('biz_attention.status', '=', filter.attentionStatus);
  if (filter.compName) base = base.where('tenant.name', 'like', likeText(filter.compName));
  if (filter.isNew !== undefined) {
    const since = new Date(new Date(now.replace(' ', 'T')).getTime() - NEW_WITHIN_DAYS * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const sinceText = `${since.getFullYear()}-${pad(since.getMonth() + 1)}-${pad(since.getDate())} 00:00:00`;
    base = base.where('biz_attention.create_time', filter.isNew === 1 ? '>=' : '<', sinceText);
  }
  const state = filter.frameworkAgreement;
  if (state !== undefined) base = base.where((eb) => eb(agreementState(eb, now), '=', state));

  const totalRow = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = selectPartner(base, now).orderBy('biz_attention.create_time').orderBy('biz_attention.target_tenant_id');
  if (filter.size !== ALL_RECORDS) page = page.limit(filter.size).offset((filter.current - 1) * filter.size);
  const rows = await page.execute();
  return { rows: rows.map(numeric), total: Number(totalRow.n) };
}

/** One partnership of `tenantId`, or undefined when it is not one of its own. */
export async function findBizAttention(db: Executor, tenantId: string, id: string, now: string): Promise<BizAttentionRow | undefined> {
  const row = await selectPartner(partners(db, tenantId).where('biz_attention.id', '=', id), now).executeTakeFirst();
  return row && numeric(row);
}

export async function findBizAttentionOf(db: Executor, tenantId: string, targetTenantId: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('biz_attention').select('id').where('tenant_id', '=', tenantId).where('target_tenant_id', '=', targetTenantId).executeTakeFirst();
}


export async function updateBizAttention(db: Executor, tenantId: string, id: string, values: { status?: number; remark?: string; update_time: string }): Promise<boolean> {
  const result = await db.updateTable('biz_attention').set(values).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countBizAttentionIds(db: Executor, tenantId: string, ids: string[]): Promise<number> {
  const row = await db.selectFrom('biz_attention').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function removeBizAttentions(db: Executor, tenantId: string, ids: string[]): Promise<void> {
  await db.deleteFrom('biz_attention').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

/**
 * Platform organisations in normal standing that `tenantId` may take on as partners: not itself,
 * not the operator, not one already its partner. By category and name.
 */
export async function partnerCandidatePage(
  db: Executor,
  tenantId: string,
  filter: { current: number; size: number; orgCategory?: string; compName?: string },
): Promise<{ rows: { tenant_id: string; name: string; category: string; code: string }[]; total: number }> {
  let base = db
    .selectFrom('tenant')
    .where('tenant.status', '=', 1)
    .where('tenant.tenant_id', 'not in', [tenantId, OPERATOR_TENANT])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('biz_attention').select('biz_attention.id').where('biz_attention.tenant_id', '=', tenantId).whereRef('biz_attention.target_tenant_id', '=', 'tenant.tenant_id'))));
  if (filter.orgCategory) base = base.where('tenant.category', '=', filter.orgCategory);
  if (filter.compName) base = base.where('tenant.name', 'like', likeText(filter.compName));
  const totalRow = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = base.select(['tenant.tenant_id', 'tenant.name', 'tenant.category', 'tenant.code']).orderBy('tenant.name').orderBy('tenant.tenant_id');
  if (filter.size !== ALL_RECORDS) page = page.limit(filter.size).offset((filter.current - 1) * filter.size);
  return { rows: await page.execute(), total: Number(totalRow.n) };
}

/** The latest framework agreement of each of `tenantIds`. */
export async function latestAgreementsOf(db: Executor, tenantIds: string[]) {
  if (!tenantIds.length) return new Map<string, { name: string; status: number; sign_time: string; expire_time: string }>();
  const rows = await db
    .selectFrom('framework_agreement')
    .select(['tenant_id', 'name', 'status', 'sign_time', 'expire_time', 'create_time', 'id'])
    .where('tenant_id', 'in', tenantIds)
    .orderBy('create_time')
    .orderBy('id')
    .execute();
  // Later rows overwrite earlier ones: the map keeps each organisation's latest agreement.
  return new Map(rows.map((r) => [r.tenant_id, { ...r, status: Number(r.status) }]));
}

export async function insertBizAttentions(db: Executor, rows: Insertable<BizAttentionTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('biz_attention').values(rows).execute();
}

export async function countBizAttentions(db: Executor): Promise<number> {
  const row = await db.selectFrom('biz_attention').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

