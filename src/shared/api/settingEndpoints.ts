/** System settings for the platform's administrators (spec 1 §3); everyone reads setting/public (endpoints.ts). */
import type { SettingsInput, SiteFooterSettings, SystemSettings } from '../domain/systemSettings';
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

export const settingEndpoints = {
  settingDetail: system<void, SystemSettings>('GET', 'setting/detail'),
  settingSubmit: system<SettingsInput, SystemSettings>('POST', 'setting/submit'),
  /** Without a session: the login page's footer. */
  settingFooter: system<void, SiteFooterSettings>('GET', 'setting/footer'),
} as const;
