import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, clientAllowsGrant, clientSchema } from '@shared/domain/oauthClient';
import { isDomain, isRealDateTime, TENANT_MESSAGES, tenantSettingSchema, tenantSubmitSchema } from '@shared/domain/tenant';
import { quotaAllowsOneMore, tenantExpired } from '@shared/domain/tenantLimits';
import { limitToPackage, TENANT_PACKAGE_MESSAGES, tenantPackageSchema, type PackagedRow } from '@shared/domain/tenantPackage';
import { clientSecretHash, clientSecretMatches, parseClientHeader } from '../../../src/server/http/client-credentials';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? undefined : r.error!.issues[0].message);

describe('tenant setting (account quota and expiry)', () => {
  it('takes -1 or a positive whole number as the quota, as text or number', () => {
    for (const accountNumber of [-1, 1, '20', 1_000_000]) expect(tenantSettingSchema.safeParse({ ids: '100004', accountNumber, expireTime: '' }).success).toBe(true);
    for (const accountNumber of [0, -2, 1.5, 'x', '', null]) expect(firstMessage(tenantSettingSchema.safeParse({ ids: '100004', accountNumber }))).toBe(TENANT_MESSAGES.accountNumber);
  });

  it("takes '' (never) or a real yyyy-MM-dd HH:mm:ss as the expiry", () => {
    expect(tenantSettingSchema.parse({ ids: '1,2', accountNumber: -1 }).expireTime).toBe('');
    expect(isRealDateTime('2028-02-29 23:59:59')).toBe(true);
    for (const expireTime of ['2027-02-29 00:00:00', '2026-01-01 24:00:00', '2026-01-01', '2026/01/01 00:00:00']) {
      expect(firstMessage(tenantSettingSchema.safeParse({ ids: '1', accountNumber: -1, expireTime }))).toBe(TENANT_MESSAGES.expireTime);
    }
  });

  it('an expiry passes at its second; a quota counts joined members', () => {
    expect(tenantExpired('', '2099-01-01 00:00:00')).toBe(false);
    expect(tenantExpired('2026-01-01 00:00:00', '2026-01-01 00:00:00')).toBe(true);
    expect(tenantExpired('2026-01-01 00:00:01', '2026-01-01 00:00:00')).toBe(false);
    expect(quotaAllowsOneMore(-1, 10_000)).toBe(true);
    expect(quotaAllowsOneMore(3, 2)).toBe(true);
    expect(quotaAllowsOneMore(3, 3)).toBe(false);
  });
});

describe('tenant submit (domain)', () => {
  it('needs an existing tenant id: a tenant is added under organisation management', () => {
    expect(firstMessage(tenantSubmitSchema.safeParse({ domain: 'a.example.com' }))).toBe(TENANT_MESSAGES.addInOrganisations);
  });

  it('takes a host name (optionally with a port), lower-cased, or nothing', () => {
    expect(tenantSubmitSchema.parse({ tenantId: '100004', domain: ' SJ.Example.com ' }).domain).toBe('sj.example.com');
    expect(tenantSubmitSchema.parse({ tenantId: '100004' }).domain).toBe('');
    for (const d of ['localhost:8080', 'a-b.example.cn']) expect(isDomain(d)).toBe(true);
    for (const d of ['http://a.com', 'a.com/x', '-a.com', 'a..com', 'a b.com']) expect(isDomain(d)).toBe(false);
  });
});

describe('tenant packages', () => {
  it('need a name and at least one known-looking menu id; ids are de-duplicated', () => {
    expect(tenantPackageSchema.parse({ packageName: '基础包', menuIds: '1, 2,1' }).menuIds).toBe('1,2');
    expect(firstMessage(tenantPackageSchema.safeParse({ packageName: ' ', menuIds: '1' }))).toBe(TENANT_PACKAGE_MESSAGES.nameRequired);
    expect(firstMessage(tenantPackageSchema.safeParse({ packageName: '包', menuIds: ' , ' }))).toBe(TENANT_PACKAGE_MESSAGES.menusRequired);
    expect(firstMessage(tenantPackageSchema.safeParse({ packageName: '包', menuIds: "1;drop" }))).toBe(TENANT_PACKAGE_MESSAGES.menuUnknown);
  });

  // A tenant's rows: two sections, each with a page; the customer page has two buttons.
  const rows: PackagedRow[] = [
    { id: 'a', parent_id: '0', template_id: 'T-desk', category: 1 },
    { id: 'b', parent_id: '0', template_id: 'T-cust', category: 1 },
    { id: 'c', parent_id: 'b', template_id: 'T-follow', category: 1 },
    { id: 'd', parent_id: 'c', template_id: 'T-add', category: 2 },
    { id: 'e', parent_id: 'c', template_id: 'T-remove', category: 2 },
    { id: 'f', parent_id: 'b', template_id: 'T-mine', category: 1 },
  ];
  const ids = (kept: PackagedRow[]) => kept.map((r) => r.id);

  it('keeps everything without a package', () => {
    expect(limitToPackage(rows, null)).toEqual(rows);
  });

  it('keeps the named entries, their containers, and all buttons of a named entry when the package names none of them', () => {
    expect(ids(limitToPackage(rows, new Set(['T-follow'])))).toEqual(['b', 'c', 'd', 'e']);
  });

  it('keeps only the named buttons when the package names some; a container kept only as one brings no buttons', () => {
    expect(ids(limitToPackage(rows, new Set(['T-follow', 'T-add'])))).toEqual(['b', 'c', 'd']);
    expect(ids(limitToPackage(rows, new Set(['T-mine', 'T-add'])))).toEqual(['b', 'f']);
    expect(ids(limitToPackage(rows, new Set(['T-unknown'])))).toEqual([]);
  });
});

describe('OAuth clients', () => {
  const valid = { clientId: 'mobile_1', grantTypes: 'refresh_token,password', accessTokenValidity: '120', refreshTokenValidity: 600 };

  it('orders and de-duplicates grant types and takes the lifetimes as numbers', () => {
    expect(clientSchema.parse({ ...valid, grantTypes: 'refresh_token,password,password' })).toMatchObject({ grantTypes: 'password,refresh_token', accessTokenValidity: 120, refreshTokenValidity: 600, remark: '' });
  });

  it('refuses each rule with its message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ clientId: undefined }, CLIENT_MESSAGES.clientIdRequired],
      [{ clientId: 'x' }, CLIENT_MESSAGES.clientIdFormat],
      [{ clientId: 'é-client' }, CLIENT_MESSAGES.clientIdFormat],
      [{ grantTypes: '' }, CLIENT_MESSAGES.grantTypesRequired],
      [{ grantTypes: 'implicit' }, CLIENT_MESSAGES.grantTypeUnknown],
      [{ accessTokenValidity: 86_401 }, CLIENT_MESSAGES.accessValidity],
      [{ accessTokenValidity: 120.5 }, CLIENT_MESSAGES.accessValidity],
      [{ refreshTokenValidity: 119 }, CLIENT_MESSAGES.refreshValidity],
    ];
    for (const [change, message] of cases) expect(firstMessage(clientSchema.safeParse({ ...valid, ...change })), JSON.stringify(change)).toBe(message);
  });

  it('a grant list allows exactly its grants', () => {
    expect(clientAllowsGrant('password,refresh_token', 'refresh_token')).toBe(true);
    expect(clientAllowsGrant('password,refresh_token', 'sms')).toBe(false);
    expect(clientAllowsGrant('password', 'pass')).toBe(false);
  });

  it('reads the Basic header and compares the secret with the stored hash only', () => {
    const header = `Basic ${Buffer.from('mobile:s3cr:et').toString('base64')}`;
    expect(parseClientHeader(header)).toEqual({ clientId: 'mobile', secret: 's3cr:et' });
    for (const bad of [undefined, '', 'Bearer x', `Basic ${Buffer.from('nocolon').toString('base64')}`, `Basic ${Buffer.from(':x').toString('base64')}`]) expect(parseClientHeader(bad)).toBeNull();
    const stored = clientSecretHash('s3cr:et');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(clientSecretMatches('s3cr:et', stored)).toBe(true);
    expect(clientSecretMatches('s3cr:et!', stored)).toBe(false);
    expect(clientSecretMatches('s3cr:et', undefined)).toBe(false);
  });
});
