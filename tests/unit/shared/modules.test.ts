import { describe, expect, it } from 'vitest';
import { apiPath, moduleNamesFrom } from '@shared/api/modules';
import { basicAuth } from '@shared/api/headers';

describe('module names', () => {
  it('default to cem-ops-<module>', () => {
    expect(apiPath(moduleNamesFrom({}), 'auth', 'oauth/token')).toBe('/api/cem-ops-auth/oauth/token');
  });

  it('follow a configured prefix and per-module overrides', () => {
    const names = moduleNamesFrom({ CEM_MODULE_PREFIX: 'blade-', CEM_MODULE_SYSTEM: 'sys' });
    expect(apiPath(names, 'auth', '/oauth/token')).toBe('/api/blade-auth/oauth/token');
    expect(apiPath(names, 'system', 'menu/routes')).toBe('/api/sys/menu/routes');
  });
});

describe('client credentials header', () => {
  it('is Basic base64(id:secret), also for non-ASCII secrets', () => {
    expect(basicAuth('cem', 'secret')).toBe(`Basic ${Buffer.from('cem:secret').toString('base64')}`);
    expect(basicAuth('客户端', 'pw')).toBe(`Basic ${Buffer.from('客户端:pw').toString('base64')}`);
  });
});
