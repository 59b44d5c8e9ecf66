import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dataScopeWhere } from '../../../src/server/http/scopes/dataRule';
import type { DataGrant } from '../../../src/server/http/scopes/grants';
import type { Caller } from '../../../src/server/http/caller';

// Compiles only: the rule's SQL and parameters, no database.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const db = new Kysely<any>({ dialect: { createAdapter: () => new SqliteAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new SqliteIntrospector(k), createQueryCompiler: () => new SqliteQueryCompiler() } });
const caller: Caller = { userId: 'u1', tenantId: '100002', deptId: '7', roleIds: ['r1'], orgCategory: 'kj', sessionId: 's' };
const grant = (scopeType: string, resource = 'customer', scopeColumn = '', scopeValue = ''): DataGrant => ({ resource, scopeType, scopeColumn, scopeValue });

function sqlOf(grants: DataGrant[], resource = 'customer', table = 'customer') {
  const where = dataScopeWhere(grants, caller, resource, table);
  if (!where) return undefined;
  const { sql, parameters } = db.selectFrom(table).select('id').where(where).compile();
  return { where: sql.slice(sql.indexOf(' where ') + 7), parameters };
}

describe('the data-scope rule of the resource builder (spec 3 §6)', () => {
  it('no grant for the resource, or an all/org grant among them: the whole organisation', () => {
    expect(sqlOf([])).toBeUndefined();
    expect(sqlOf([grant('own', 'follow-record')])).toBeUndefined();
    expect(sqlOf([grant('own'), grant('all')])).toBeUndefined();
    expect(sqlOf([grant('org')])).toBeUndefined();
  });
  it('own, dept, dept and below, custom; several grants are their union', () => {
    expect(sqlOf([grant('own')])).toEqual({ where: '"customer"."create_user" = ?', parameters: ['u1'] });
    expect(sqlOf([grant('dept')])).toEqual({ where: '"customer"."create_dept" = ?', parameters: ['7'] });
    expect(sqlOf([grant('deptAndBelow')])?.parameters).toEqual(['100002', '7', '%,7,%']);
    expect(sqlOf([grant('custom', 'customer', 'status', '1,2')])).toEqual({ where: '"customer"."status" in (?, ?)', parameters: [1, 2] });
    expect(sqlOf([grant('own'), grant('custom', 'customer', 'areaCode', '310101')])).toEqual({ where: '("customer"."create_user" = ? or "customer"."area_code" in (?))', parameters: ['u1', '310101'] });
  });
  it('a resource without a department column goes by its creator\'s membership of the department', () => {
    const rule = sqlOf([grant('dept', 'follow-record')], 'follow-record', 'customer_follow');
    expect(rule?.where).toContain('"customer_follow"."create_user" in (select "post"."user_id" from "post"');
    expect(rule?.parameters).toEqual(['100002', '7']);
  });
  it('a rule on a field the resource does not offer, or on an unknown resource, lets nothing through', () => {
    expect(sqlOf([grant('custom', 'customer', 'phone', '1')])?.where).toBe('1 = 0');
    expect(sqlOf([grant('own', 'contract')], 'contract', 'contract')?.where).toBe('1 = 0');
  });
});
