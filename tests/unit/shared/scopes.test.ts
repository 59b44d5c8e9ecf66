import { describe, expect, it } from 'vitest';
import { apiCallAllowed, apiRuleMatches, apiScopeSchema, isSessionEssential } from '@shared/domain/apiScope';
import { dataScopeSchema, fieldsOf, valuesFit } from '@shared/domain/dataScope';
import { SCOPE_MESSAGES } from '@shared/domain/scopeMessages';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? undefined : r.error!.issues[0].message);
const data = { name: '本部门的客户', code: 'customer_dept', resource: 'customer', scopeType: 'dept' };
const api = { name: '客户只读', code: 'customer_read', module: 'system', path: 'cust_attention/*', method: 'GET' };

describe('data scope submit (spec 3 §6)', () => {
  it('accepts a standard rule and drops a column or values it does not use', () => {
    expect(dataScopeSchema.parse({ ...data, scopeColumn: 'status', scopeValue: '1' })).toMatchObject({ scopeColumn: '', scopeValue: '', remark: '' });
  });
  it('a custom rule needs a field of the resource and values of its kind, stored trimmed', () => {
    expect(dataScopeSchema.parse({ ...data, scopeType: 'custom', scopeColumn: 'status', scopeValue: ' 1 , 2,' }).scopeValue).toBe('1,2');
    expect(messageOf(dataScopeSchema.safeParse({ ...data, scopeType: 'custom' }))).toBe(SCOPE_MESSAGES.column);
    expect(messageOf(dataScopeSchema.safeParse({ ...data, scopeType: 'custom', scopeColumn: 'customerId' }))).toBe(SCOPE_MESSAGES.column);
    expect(messageOf(dataScopeSchema.safeParse({ ...data, scopeType: 'custom', scopeColumn: 'status' }))).toBe(SCOPE_MESSAGES.value);
    expect(messageOf(dataScopeSchema.safeParse({ ...data, scopeType: 'custom', scopeColumn: 'status', scopeValue: 'a' }))).toBe(SCOPE_MESSAGES.valueFormat);
  });
  it('names each missing or wrong field with its message', () => {
    expect(messageOf(dataScopeSchema.safeParse({ ...data, name: ' ' }))).toBe(SCOPE_MESSAGES.dataName);
    expect(messageOf(dataScopeSchema.safeParse({ ...data, name: 'n'.repeat(51) }))).toBe('长度不能超过50个字符');
    expect(messageOf(dataScopeSchema.safeParse({ ...data, code: 'a b' }))).toBe(SCOPE_MESSAGES.codeFormat);
    expect(messageOf(dataScopeSchema.safeParse({ ...data, resource: 'tenant' }))).toBe(SCOPE_MESSAGES.resource);
    expect(messageOf(dataScopeSchema.safeParse({ ...data, scopeType: '' }))).toBe(SCOPE_MESSAGES.type);
  });
  it('custom values: whole numbers for a numeric field; no LIKE wildcards; at most 50', () => {
    expect(valuesFit('customer', 'status', '0,1')).toBe(true);
    expect(valuesFit('customer', 'status', '1;drop')).toBe(false);
    expect(valuesFit('customer', 'areaCode', '31%')).toBe(false);
    expect(valuesFit('customer', 'areaCode', Array.from({ length: 51 }, (_, i) => String(i)).join(','))).toBe(false);
    expect(fieldsOf('follow-record')).toEqual(['customerId', 'createUser']);
    expect(fieldsOf('toString')).toEqual([]);
  });
});

describe('API scope submit and matching (spec 3 §6)', () => {
  it('normalises the path and method; refuses a path that climbs, asks or escapes', () => {
    expect(apiScopeSchema.parse({ ...api, path: '/cust_attention/page', method: 'get' })).toMatchObject({ path: 'cust_attention/page', method: 'GET' });
    expect(apiScopeSchema.parse({ ...api, method: undefined }).method).toBe('');
    for (const path of ['a/../b', 'a/b?x=1', 'a/%2e%2e', 'a/*/b', 'a//b']) expect(messageOf(apiScopeSchema.safeParse({ ...api, path }))).toBe(SCOPE_MESSAGES.pathFormat);
    expect(messageOf(apiScopeSchema.safeParse({ ...api, path: '' }))).toBe(SCOPE_MESSAGES.path);
    expect(messageOf(apiScopeSchema.safeParse({ ...api, module: 'x' }))).toBe(SCOPE_MESSAGES.module);
    expect(messageOf(apiScopeSchema.safeParse({ ...api, method: 'PUT' }))).toBe(SCOPE_MESSAGES.method);
  });
  it('matches by module, method (empty: any) and path (exact, or a prefix before a trailing *)', () => {
    const rule = { module: 'system', path: 'cust_attention/*', method: 'GET' };
    expect(apiRuleMatches(rule, { module: 'system', path: 'cust_attention/page', method: 'GET' })).toBe(true);
    expect(apiRuleMatches(rule, { module: 'system', path: 'cust_attention/submit', method: 'POST' })).toBe(false);
    expect(apiRuleMatches(rule, { module: 'project', path: 'cust_attention/page', method: 'GET' })).toBe(false);
    expect(apiRuleMatches({ ...rule, method: '' }, { module: 'system', path: 'cust_attention/submit', method: 'POST' })).toBe(true);
    expect(apiRuleMatches({ ...rule, path: 'cust_attention/page' }, { module: 'system', path: 'cust_attention/page2', method: 'GET' })).toBe(false);
  });
  it('the session essentials are open to everyone; anything else needs a scope', () => {
    expect(isSessionEssential({ module: 'auth', path: 'oauth/user-info', method: 'GET' })).toBe(true);
    expect(isSessionEssential({ module: 'system', path: 'menu/routes', method: 'GET' })).toBe(true);
    expect(isSessionEssential({ module: 'system', path: 'menu/submit', method: 'POST' })).toBe(false);
    expect(apiCallAllowed([], { module: 'system', path: 'notice/page', method: 'GET' })).toBe(false);
    expect(apiCallAllowed([{ module: 'system', path: 'notice*', method: '' }], { module: 'system', path: 'notice/page', method: 'GET' })).toBe(true);
  });
});
