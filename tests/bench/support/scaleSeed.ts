/**
 * The scale benchmark's data (issue 18, Proof): organisations, owner contracts with their production
 * contracts, and the money rows on them (owner invoices, arrivals against them, payment requests and
 * payments), generated inside the database by INSERT … SELECT over a number sequence, so a million
 * rows take seconds rather than a million round trips. The same SQL runs on SQLite and PostgreSQL
 * but for date arithmetic (plusDays). Every value is a function of the row's number: two runs seed
 * the same figures.
 *
 * Ids are numbers from fixed bases (7000000000000 + n for contract n, …), so a child row finds its
 * parent by primary key and never collides with the demo seed's snowflake ids.
 */
import { sql } from 'kysely';
import type { Backend, Db } from '../../../src/server/db/database';

/** Where the bench user's organisation (kj_admin's) is: it keeps this share of the contracts. */
export const BENCH_TENANT = '100002';
export const BENCH_ACCOUNT = 'kj_admin';
const BENCH_SHARE = 0.05;
/** The production team (demo 100008) is party B of every production contract and asks for payment. */
const REQUESTER = '100008';

const BASE = {
  owner: 7000000000000,
  production: 7100000000000,
  invoice: 7200000000000,
  arrival: 7300000000000,
  request: 7400000000000,
  payment: 7500000000000,
  attention: 7600000000000,
  project: 7700000000000,
  projectLink: 7800000000000,
};
/** Technology companies (kj) the bench organisation looks after: the first of the others, up to ten. */
const TECH_COMPANIES = 10;
/** Rows per owner contract: 4 invoices, 3 arrivals, 2 payment requests, 1 payment (10: a million on 100 000). */
const PER_CONTRACT = { invoice: 4, arrival: 3, request: 2, payment: 1 };
/** Rows per INSERT … SELECT: each a statement of its own, so progress shows and no statement grows unbounded. */
const CHUNK = 200_000;

export interface ScaleCounts {
  organisations: number;
  contracts: number;
  benchContracts: number;
  moneyRows: number;
}

export function countsFor(scale: number): ScaleCounts {
  const contracts = Math.max(100, Math.round(100_000 * scale));
  const organisations = Math.max(3, Math.round(200 * scale));
  const perContract = PER_CONTRACT.invoice + PER_CONTRACT.arrival + PER_CONTRACT.request + PER_CONTRACT.payment;
  return { organisations, contracts, benchContracts: Math.round(contracts * BENCH_SHARE), moneyRows: contracts * perContract };
}

const id = (base: number, n: string) => `cast(${base} + ${n} as text)`;

/** `text` (a yyyy-MM-dd HH:mm:ss column or literal) plus `days` days, in the same text form. */
function plusDays(backend: Backend, text: string, days: string): string {
  return backend === 'sqlite'
    ? `datetime(${text}, '+' || (${days}) || ' days')`
    : `to_char(cast(${text} as timestamp) + (${days}) * interval '1 day', 'YYYY-MM-DD HH24:MI:SS')`;
}

/** CASE n % k over a list of text values. */
const pick = (n: string, values: readonly string[]) => `case ${n} % ${values.length} ${values.map((v, i) => `when ${i} then '${v}'`).join(' ')} end`;

const WORKS = ['住宅小区', '中学', '医院', '道路改造', '桥梁', '产业园', '商业综合体', '水厂', '地铁站', '体育馆'];
const CITIES = ['滨江', '江北', '高新', '临港', '西湖', '天河', '浦东', '雁塔', '武侯', '河西', '经开', '南山'];
const PROVINCES = ['110000', '310000', '440000', '330000', '320000', '510000', '420000', '610000', '370000', '350000', '430000', '500000', '120000', '410000', '210000'];

/** Runs `build(from, to)` for consecutive ranges of 1..total, each as one INSERT … SELECT over `with recursive s(n)`. */
async function chunked(db: Db, total: number, build: (seq: string) => string): Promise<void> {
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    const seq = `with recursive s(n) as (select ${from} union all select n + 1 from s where n < ${to})`;
    await sql.raw(build(seq)).execute(db);
  }
}

/** Seeds the whole set on a migrated, demo-seeded database; answers the counts it seeded. */
export async function seedScale(db: Db, backend: Backend, scale: number, progress: (line: string) => void): Promise<ScaleCounts> {
  const c = countsFor(scale);
  const others = c.organisations - 1;
  const m = c.benchContracts;
  const now = "'2026-11-27 09:00:00'";
  if (backend === 'sqlite') {
    // The bench's own connection only: a crash mid-seed loses a throw-away file.
    await sql.raw('pragma synchronous = off').execute(db);
  }

  // Organisations besides the bench user's: design institutes numbered from 200001.
  await chunked(db, others, (s) => `${s} insert into tenant (tenant_id, name, category, biz_type, code, create_time)
    select cast(200000 + n as text), '基准设计院' || n, 'sj', 1, 'BENCH' || n, ${now} from s`);

  // Owner contracts: the first `m` the bench organisation's, the rest round the others; signed over three years.
  const tenantOf = `case when n <= ${m} then '${BENCH_TENANT}' else cast(200001 + (n - ${m}) % ${others} as text) end`;
  const signed = plusDays(backend, "'2023-12-01 09:00:00'", '(n * 37) % 1095');
  await chunked(db, c.contracts, (s) => `${s} insert into contract_owner (id, tenant_id, code, name, region_code, addr, party_jia_name, curr_contract_amount, design_fee,
      status_contract, status_time, sign_date, create_user, create_dept, create_time, update_time)
    select ${id(BASE.owner, 'n')}, ${tenantOf}, 'HT-' || n, ${pick('n', CITIES)} || ${pick('(n / 12)', WORKS)} || '设计合同' || n, ${pick('n', PROVINCES)}, '',
      ${pick('(n / 7)', CITIES)} || '城市建设投资有限公司', 100000000 + (n * 7919) % 900000000, 0,
      case when n % 10 < 5 then 2 when n % 10 < 7 then 5 when n % 10 = 7 then 1 when n % 10 = 8 then 3 else 4 end,
      ${signed}, ${signed}, '1', '', ${signed}, ${signed} from s`);
  progress(`  ${c.contracts} owner contracts`);

  // One production contract per owner contract (payment requests are made on it), half its amount.
  await chunked(db, c.contracts, (s) => `${s} insert into contract_production (id, tenant_id, contract_owner_id, name, code, status_contract, status_time,
      party_jia_id, party_jia_name, party_yi_id, party_yi_name, curr_contract_amount, create_user, create_dept, create_time, update_time)
    select ${id(BASE.production, 'n')}, o.tenant_id, o.id, o.name || '分包', 'SC-' || n, 2, o.sign_date, o.tenant_id, '', '${REQUESTER}', '匠心工程设计工作室',
      o.curr_contract_amount / 2, '1', '', o.sign_date, o.sign_date
    from s join contract_owner o on o.id = ${id(BASE.owner, 'n')}`);
  progress(`  ${c.contracts} production contracts`);

  // Invoices j = 1..4 of contract n, 75 days apart from a month after signing; a third without an
  // expected receipt date (due by the term); one in ten voided; a fifth of the amount each.
  const k = PER_CONTRACT.invoice;
  await chunked(db, c.contracts * k, (s) => `${s} insert into finance_invoice (id, tenant_id, kind, contract_owner_id, name, status, amount, invoice_date, receipt_date,
      create_user, create_time, update_time)
    select ${id(BASE.invoice, 'n')}, o.tenant_id, 'owner', o.id, '发票' || n,
      case when n % 10 = 0 then 4 when (n - 1) % ${k} = 0 then 3 when (n - 1) % ${k} < 3 then 2 else 1 end,
      o.curr_contract_amount / 5, ${plusDays(backend, 'o.sign_date', `30 + 75 * ((n - 1) % ${k})`)},
      case when n % 3 = 0 then '' else ${plusDays(backend, 'o.sign_date', `60 + 75 * ((n - 1) % ${k})`)} end, '1', ${now}, ${now}
    from s join contract_owner o on o.id = ${id(BASE.owner, `((n - 1) / ${k} + 1)`)}`);
  progress(`  ${c.contracts * k} invoices`);

  // Arrivals j = 1..3 against the contract's invoices 1..3: all, half and a quarter of each, 20 days after it.
  const a = PER_CONTRACT.arrival;
  await chunked(db, c.contracts * a, (s) => `${s} insert into finance_arrival (id, tenant_id, kind, contract_owner_id, invoice_id, name, amount, arrive_date,
      create_user, create_time, update_time)
    select ${id(BASE.arrival, 'n')}, i.tenant_id, 'owner', i.contract_owner_id, i.id, '到账' || n,
      case (n - 1) % ${a} when 0 then i.amount when 1 then i.amount / 2 else i.amount / 4 end, ${plusDays(backend, 'i.invoice_date', '20')}, '1', ${now}, ${now}
    from s join finance_invoice i on i.id = ${id(BASE.invoice, `(((n - 1) / ${a}) * ${k} + (n - 1) % ${a} + 1)`)}`);
  progress(`  ${c.contracts * a} arrivals`);

  // Payment requests r = 1, 2 on the production contract, 90 days after signing: the first paid
  // (partly for every third contract), the second waiting.
  const r = PER_CONTRACT.request;
  const first = `(n - 1) % ${r} = 0`;
  await chunked(db, c.contracts * r, (s) => `${s} insert into finance_payment_request (id, tenant_id, contract_kind, contract_id, contract_owner_id, request_org_id,
      request_user_id, amount, paid_amount, pay_status, request_date, create_user, create_time, update_time)
    select ${id(BASE.request, 'n')}, p.tenant_id, 'production', p.id, p.contract_owner_id, '${REQUESTER}', '1', p.curr_contract_amount / 8,
      case when ${first} then (case when ((n - 1) / ${r}) % 3 = 0 then p.curr_contract_amount / 16 else p.curr_contract_amount / 8 end) else 0 end,
      case when ${first} then (case when ((n - 1) / ${r}) % 3 = 0 then 1 else 2 end) else 0 end,
      ${plusDays(backend, 'p.create_time', '90')}, '1', ${now}, ${now}
    from s join contract_production p on p.id = ${id(BASE.production, `((n - 1) / ${r} + 1)`)}`);
  progress(`  ${c.contracts * r} payment requests`);

  // One payment per contract: what its first request was paid, ten days after the request.
  await chunked(db, c.contracts * PER_CONTRACT.payment, (s) => `${s} insert into finance_payment (id, tenant_id, request_id, amount, pay_date, create_user, create_time, update_time)
    select ${id(BASE.payment, 'n')}, q.tenant_id, q.id, q.paid_amount, ${plusDays(backend, 'q.request_date', '10')}, '1', ${now}, ${now}
    from s join finance_payment_request q on q.id = ${id(BASE.request, `((n - 1) * ${r} + 1)`)}`);
  progress(`  ${c.contracts} payments`);

  // One project per owner contract (its organisation's, in its province), associated with it: the
  // board's projects by status and province and its project list read them.
  await chunked(db, c.contracts, (s) => `${s} insert into project (id, tenant_id, record_id, record_code, record_name, code, name, type, phase_keys, main_industry,
      region_id, status_initiation, status_tender, owner_tenant_id, owner_name, mgr_biz_person, mgr_operate, status_time, create_user, create_dept, create_time, update_time)
    select ${id(BASE.project, 'n')}, o.tenant_id, '0', '', o.name, 'XM-' || n, o.name, '1', '1', '1', o.region_code, 1 + n % 4, 1, '', o.party_jia_name, '1', '1',
      o.sign_date, '1', '', o.sign_date, o.sign_date
    from s join contract_owner o on o.id = ${id(BASE.owner, 'n')}`);
  await chunked(db, c.contracts, (s) => `${s} insert into contract_owner_project (id, tenant_id, contract_owner_id, project_id, create_time)
    select ${id(BASE.projectLink, 'n')}, o.tenant_id, o.id, ${id(BASE.project, 'n')}, o.sign_date
    from s join contract_owner o on o.id = ${id(BASE.owner, 'n')}`);
  progress(`  ${c.contracts} projects`);

  // The bench organisation looks after technology companies (the first of the others, made kj), and
  // each of them brings in a share of the rest: the tech company statistics sum their contracts.
  const tech = Math.max(1, Math.min(TECH_COMPANIES, Math.floor(others / 10)));
  await sql.raw(`update tenant set category = 'kj' where tenant_id in (${Array.from({ length: tech }, (_, i) => `'${200001 + i}'`).join(', ')})`).execute(db);
  await chunked(db, others, (s) => `${s} insert into biz_attention (id, tenant_id, target_tenant_id, create_time, status, remark, update_time)
    select ${id(BASE.attention, 'n')}, case when n <= ${tech} then '${BENCH_TENANT}' else cast(200001 + (n - ${tech} - 1) % ${tech} as text) end,
      cast(200000 + n as text), ${now}, 1, '', ${now} from s`);
  progress(`  ${tech} technology companies looked after, bringing in ${others - tech} organisations`);

  await sql.raw(backend === 'sqlite' ? 'analyze' : 'vacuum analyze').execute(db);
  return c;
}
