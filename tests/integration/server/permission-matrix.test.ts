import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { customerEndpoints } from '@shared/api/customerEndpoints';
import type { Customer } from '@shared/domain/customer';
import type { DataScopeType } from '@shared/domain/dataScope';
import type { FollowRecord } from '@shared/domain/followRecord';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const KJ = '100002';
const NOT_FOUND = '客户不存在或已删除';
const edit = { legal: '张三', areaCode: '310101', contacts: '李四', phone: '13800000001', wechat: '', qq: '', email: '', remark: '范围内可改' };

type Which = 'own' | 'sub' | 'other' | 'top';
const ALL: Which[] = ['own', 'sub', 'other', 'top'];

/**
 * Spec 3 §6: data scopes narrow every list, detail, change and removal of customers (and follow-ups,
 * inside their customer's scope); API scopes refuse every call outside them. The caller is `multi`,
 * a manager (who may edit, change the status and remove customers) in department A of the technology
 * company; the scene's four customers are theirs (A), a colleague's in A's sub-department A1, one of
 * department B (status 1) and one of the top department (status 2). Grants are written as role_scope
 * rows directly: the grant form is the roles screen's.
 */
describe.each(BACKENDS)('permission matrix: data scopes and API scopes enforced by the server ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let multi: ApiClient;
  let admin: ApiClient;
  let managerRole: string;
  let multiId: string;
  let adminId: string;
  const dept = { top: '', a: '', a1: '', b: '' };
  const scopes: Record<string, string> = {};

  const addScope = async (code: string, resource: string, type: DataScopeType, column = '', value = '') => {
    scopes[code] = newId();
    const now = timestamp();
    await db
      .insertInto('data_scope')
      .values({ id: scopes[code], tenant_id: OPERATOR_TENANT, name: code, code, resource, scope_type: type, scope_column: column, scope_value: value, remark: '', create_user: '', create_time: now, update_time: now })
      .execute();
  };
  const addApiScope = async (code: string, module: string, path: string, method: string) => {
    scopes[code] = newId();
    const now = timestamp();
    await db.insertInto('api_scope').values({ id: scopes[code], tenant_id: OPERATOR_TENANT, name: code, code, module, path, method, remark: '', create_user: '', create_time: now, update_time: now }).execute();
  };
  /** The manager role's grants are exactly these scopes (by code). */
  const grant = async (...codes: string[]) => {
    await db.deleteFrom('role_scope').where('role_id', '=', managerRole).execute();
    if (codes.length) {
      await db
        .insertInto('role_scope')
        .values(codes.map((c) => ({ role_id: managerRole, scope_id: scopes[c], kind: c.startsWith('api') ? 'api' : 'data' })))
        .execute();
    }
  };

  /** Four fresh customers, one per corner of the scene. */
  const scene = async (): Promise<Record<Which, string>> => {
    const now = timestamp();
    const row = (name: string, user: string, deptId: string, status: number) => ({
      id: newId(),
      tenant_id: KJ,
      comp_name: name,
      legal: '法人',
      area_code: '310101',
      contacts: '联系人',
      phone: '13800000001',
      wechat: '',
      qq: '',
      email: '',
      remark: '',
      status,
      source: '',
      create_user: user,
      create_dept: deptId,
      create_time: now,
      update_time: now,
    });
    const rows = { own: row('本人的客户', multiId, dept.a, 0), sub: row('下级部门的客户', adminId, dept.a1, 0), other: row('其他部门的客户', adminId, dept.b, 1), top: row('公司的客户', adminId, dept.top, 2) };
    await db.insertInto('customer').values(Object.values(rows)).execute();
    return { own: rows.own.id, sub: rows.sub.id, other: rows.other.id, top: rows.top.id };
  };

  const listed = async (ids: Record<Which, string>) => {
    const records = expectOk<Page<Customer>>(await multi.call(endpoints.customerPage, { query: { size: -1 } })).records;
    return ALL.filter((w) => records.some((r) => r.id === ids[w]));
  };
  const statusOf = async (id: string) => (await db.selectFrom('customer').select('status').where('id', '=', id).executeTakeFirst())?.status;
  const remarkOf = async (id: string) => (await db.selectFrom('customer').select('remark').where('id', '=', id).executeTakeFirst())?.remark;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    multiId = (await db.selectFrom('app_user').select('id').where('account', '=', 'multi').executeTakeFirstOrThrow()).id;
    adminId = (await db.selectFrom('app_user').select('id').where('account', '=', 'kj_admin').executeTakeFirstOrThrow()).id;
    managerRole = (await db.selectFrom('role').select('id').where('tenant_id', '=', KJ).where('alias', '=', 'manager').executeTakeFirstOrThrow()).id;
    const top = await db.selectFrom('dept').select(['id', 'ancestors']).where('tenant_id', '=', KJ).where('parent_id', '=', '0').executeTakeFirstOrThrow();
    dept.top = top.id;
    const addDept = async (parent: { id: string; ancestors: string }, name: string) => {
      const row = { id: newId(), tenant_id: KJ, parent_id: parent.id, ancestors: `${parent.ancestors}${parent.id},`, name, sort: 9 };
      await db.insertInto('dept').values(row).execute();
      return row;
    };
    const a = await addDept(top, '设计一部');
    dept.a = a.id;
    dept.a1 = (await addDept(a, '设计一部一组')).id;
    dept.b = (await addDept(top, '设计二部')).id;
    await db
      .insertInto('post')
      .values({ id: newId(), user_id: multiId, tenant_id: KJ, dept_id: dept.a, post_name: '设计经理', role_ids: managerRole, join_status: 'JOINED', create_time: timestamp() })
      .execute();
    multi = apiClient(server.url);
    await multi.login('multi', KJ);
    admin = apiClient(server.url);
    await admin.login('kj_admin', KJ);

    for (const type of ['all', 'org', 'deptAndBelow', 'dept', 'own'] as const) await addScope(type, 'customer', type);
    await addScope('custom', 'customer', 'custom', 'status', '1,2');
    await addScope('customStatus1', 'customer', 'custom', 'status', '1');
    await addScope('followOwn', 'follow-record', 'own');
    await addApiScope('apiCustomerRead', 'system', 'cust_attention/*', 'GET');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const MATRIX: { grants: string[]; sees: Which[] }[] = [
    { grants: [], sees: ALL },
    { grants: ['all'], sees: ALL },
    { grants: ['org'], sees: ALL },
    { grants: ['deptAndBelow'], sees: ['own', 'sub'] },
    { grants: ['dept'], sees: ['own'] },
    { grants: ['own'], sees: ['own'] },
    { grants: ['custom'], sees: ['other', 'top'] },
    // Several scopes for one resource: their union.
    { grants: ['own', 'custom'], sees: ['own', 'other', 'top'] },
    { grants: ['dept', 'all'], sees: ALL },
  ];

  for (const { grants, sees } of MATRIX) {
    it.skipIf(skip)(`${grants.join(' + ') || 'no data scope'}: lists, reads, edits, changes the status of and removes exactly ${sees.join(', ')}`, async () => {
      await grant(...grants);
      const ids = await scene();
      expect(await listed(ids)).toEqual(sees);
      for (const w of ALL) {
        const id = ids[w];
        const inScope = sees.includes(w);
        const detail = await multi.call(endpoints.customerDetail, { query: { id } });
        const update = await multi.call(endpoints.customerSubmit, { json: { ...edit, id, compName: `改过的${w}` } });
        const before = await statusOf(id);
        // A target that keeps the row in a custom status rule (1 and 2 move between each other).
        const target = before === 2 ? 1 : 2;
        const status = await multi.call(endpoints.customerChangeStatus, { json: { id, status: target } });
        if (inScope) {
          expect(expectOk<Customer>(detail).id).toBe(id);
          expect(expectOk<Customer>(update).remark).toBe(edit.remark);
          expect(expectOk<Customer>(status).status).toBe(target);
        } else {
          for (const answer of [detail, update, status]) expectEnvelopeFailure(answer, 400, NOT_FOUND);
          expect(await remarkOf(id)).toBe('');
          expect(await statusOf(id)).toBe(before);
        }
      }
      // A remove naming one row out of scope removes none; each in scope is removed.
      const outside = ALL.filter((w) => !sees.includes(w));
      if (outside.length) {
        expectEnvelopeFailure(await multi.call(endpoints.customerRemove, { json: { ids: [ids[sees[0]], ids[outside[0]]].join(',') } }), 400, NOT_FOUND);
        for (const w of outside) expectEnvelopeFailure(await multi.call(endpoints.customerRemove, { json: { ids: ids[w] } }), 400, NOT_FOUND);
      }
      for (const w of sees) expectOk(await multi.call(endpoints.customerRemove, { json: { ids: ids[w] } }));
      const left = await db.selectFrom('customer').select('id').where('id', 'in', Object.values(ids)).execute();
      expect(left.map((r) => r.id).sort()).toEqual(outside.map((w) => ids[w]).sort());
    });
  }

  it.skipIf(skip)('a write that would take a row out of the scope is refused with 403 and changes nothing; an add stays in reach', async () => {
    await grant('customStatus1');
    const ids = await scene();
    expectEnvelopeFailure(await multi.call(endpoints.customerChangeStatus, { json: { id: ids.other, status: 2 } }), 403, MESSAGES.forbidden);
    expect(await statusOf(ids.other)).toBe(1);
    // New customers start at status 0, outside "status 1": the add is refused and nothing is created.
    const before = await db.selectFrom('customer').select('id').where('tenant_id', '=', KJ).execute();
    expectEnvelopeFailure(await multi.call(endpoints.customerSubmit, { json: { ...edit, compName: '范围外的新客户' } }), 403, MESSAGES.forbidden);
    expect(await db.selectFrom('customer').select('id').where('tenant_id', '=', KJ).execute()).toHaveLength(before.length);
    await grant('own');
    const added = expectOk<Customer>(await multi.call(endpoints.customerSubmit, { json: { ...edit, compName: '本人新增的客户' } }));
    expect(expectOk<Customer>(await multi.call(endpoints.customerDetail, { query: { id: added.id } })).compName).toBe('本人新增的客户');
  });

  it.skipIf(skip)("follow-ups: inside their customer's scope, and narrowed by their own data scope", async () => {
    const ids = await scene();
    const follow = async (customerId: string, user: string, theme: string) => {
      const row = { id: newId(), tenant_id: KJ, customer_id: customerId, start_time: '2026-11-01 09:00:00', end_time: '2026-11-01 10:00:00', theme, remark: '<p>拜访</p>', img_list: '[]', create_user: user, create_time: timestamp() };
      await db.insertInto('customer_follow').values(row).execute();
      return row.id;
    };
    const mine = await follow(ids.own, multiId, '本人的跟进');
    const theirs = await follow(ids.own, adminId, '同事的跟进');
    await follow(ids.other, multiId, '其他客户的跟进');
    const page = (customerId: string) => multi.call(customerEndpoints.followRecordPage, { query: { customerId, size: -1 } });
    const themes = async (customerId: string) => expectOk<Page<FollowRecord>>(await page(customerId)).records.map((r) => r.theme).sort();

    await grant('own');
    expect(await themes(ids.own)).toEqual(['同事的跟进', '本人的跟进'].sort());
    // The customer is out of scope: so are its follow-ups, even the caller's own.
    expectEnvelopeFailure(await page(ids.other), 400, NOT_FOUND);
    expectEnvelopeFailure(await multi.call(customerEndpoints.followRecordSubmit, { json: { customerId: ids.other, startTime: '2026-11-02 09:00:00', endTime: '2026-11-02 10:00:00', theme: '不该写入', remark: '<p>x</p>' } }), 400, NOT_FOUND);

    await grant('own', 'followOwn');
    expect(await themes(ids.own)).toEqual(['本人的跟进']);
    expectEnvelopeFailure(await multi.call(customerEndpoints.followRecordRemove, { json: { ids: theirs } }), 400);
    expect(await db.selectFrom('customer_follow').select('id').where('id', '=', theirs).executeTakeFirst()).toBeDefined();
    expectOk(await multi.call(customerEndpoints.followRecordRemove, { json: { ids: mine } }));
    expect(await themes(ids.own)).toEqual([]);
    await grant();
  });

  it.skipIf(skip)("the scopes are the caller's roles' in the current organisation: the administrator is not narrowed by the manager's", async () => {
    await grant('own');
    const ids = await scene();
    const records = expectOk<Page<Customer>>(await admin.call(endpoints.customerPage, { query: { size: -1 } })).records;
    for (const w of ALL) expect(records.some((r) => r.id === ids[w])).toBe(true);
    await grant();
  });

  it.skipIf(skip)('API scopes: a role restricted to them gets 403 outside them and nothing changes; the session essentials stay open', async () => {
    await grant('apiCustomerRead');
    const ids = await scene();
    // Allowed: the granted call.
    expect(expectOk<Customer>(await multi.call(endpoints.customerDetail, { query: { id: ids.top } })).id).toBe(ids.top);
    expectOk(await multi.call(endpoints.customerPage, { query: { size: 1 } }));
    // Forbidden: a write of the same resource (POST) and another resource's read.
    expectEnvelopeFailure(await multi.call(endpoints.customerSubmit, { json: { ...edit, id: ids.top, compName: '不该改' } }), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await multi.call(endpoints.customerRemove, { json: { ids: ids.top } }), 403, MESSAGES.forbidden);
    expectEnvelopeFailure(await multi.call(endpoints.noticePage, { query: { size: 1 } }), 403, MESSAGES.forbidden);
    expect(await remarkOf(ids.top)).toBe('');
    expect(await statusOf(ids.top)).toBe(2);
    // The essentials every signed-in person needs.
    expectOk(await multi.call(endpoints.userInfo));
    expectOk(await multi.call(endpoints.menuRoutes));
    expectOk(await multi.call(endpoints.menuButtons));
    expectOk(await multi.call(endpoints.userOrgs));
    expectOk(await multi.call(endpoints.dictionary, { query: { code: 'notice' } }));
    expectOk(await multi.call(endpoints.regionLazyTree));
    // The administrator's role holds no API scope: not restricted.
    expectOk(await admin.call(endpoints.noticePage, { query: { size: 1 } }));

    // One of the person's roles without an API scope: not restricted (only a person all of whose roles hold one is).
    const staffRole = (await db.selectFrom('role').select('id').where('tenant_id', '=', KJ).where('alias', '=', 'staff').executeTakeFirstOrThrow()).id;
    await db.updateTable('post').set({ role_ids: `${managerRole},${staffRole}` }).where('user_id', '=', multiId).where('tenant_id', '=', KJ).execute();
    const both = apiClient(server.url);
    await both.login('multi', KJ);
    expectOk(await both.call(endpoints.noticePage, { query: { size: 1 } }));
    await db.updateTable('post').set({ role_ids: managerRole }).where('user_id', '=', multiId).where('tenant_id', '=', KJ).execute();
    await grant();
  });
});
