/**
 * Desktop notifications of what a person must act on: overdue owner invoices and payment requests
 * waiting, as the finance reports of the real reference server (demo data) count them for the
 * signed-in person. The desktop is a stand-in recording notifications (Electron cannot run here).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../src/server';
import { createCore, type Core } from '../../../src/main/services/core';
import { FileSettingsStore } from '../../../src/main/services/settings/fileSettingsStore';
import { DEMO_PASSWORD, tempDir } from '../../support/core';
import { InProcessKeychain } from '../../support/keychain';

let server: Awaited<ReturnType<typeof startServer>>;
const cores: Core[] = [];
beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: tempDir('cem-server-'), env: { ...process.env, CEM_DEMO: 'on' }, log: () => {} });
});
afterAll(async () => {
  for (const c of cores) await c.dispose();
  await server?.close();
});

/** Report requests the core sent, to see that a core without a desktop asks nothing. */
const reportRequests: string[] = [];
const countingFetch: typeof fetch = (input, init) => {
  if (String(input).includes('finance-report/')) reportRequests.push(String(input));
  return fetch(input, init);
};

async function desktopCore(notes: string[], withDesktop = true): Promise<Core> {
  const dataDir = tempDir('cem-core-');
  const core = await createCore({
    mode: withDesktop ? 'electron' : 'browser',
    version: 'test',
    defaultServerUrl: server.url,
    secrets: new InProcessKeychain(),
    settings: new FileSettingsStore(join(dataDir, 'settings.json')),
    // The timers stay out of the way: the test runs the checks itself.
    env: { ...process.env, CEM_ACTION_NOTIFY_FIRST_MS: '3600000', CEM_ACTION_NOTIFY_EVERY_MS: '3600000' },
    dataDir,
    fetch: countingFetch,
    desktop: withDesktop
      ? { pickFiles: async () => [], saveFile: async () => null, setProgress: () => undefined, notify: (title, body) => void notes.push(`${title}: ${body}`) }
      : undefined,
  });
  cores.push(core);
  const r = await core.bridge.session.loginPassword({ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD });
  expect(r.ok).toBe(true);
  return core;
}

describe('notifications of what to act on', () => {
  it('tell overdue invoices once, not again for the same amount, and nothing while turned off', async () => {
    const notes: string[] = [];
    const core = await desktopCore(notes);
    await core.bridge.settings.update({ notifications: false });
    await core.actions.check();
    expect(notes).toEqual([]);

    await core.bridge.settings.update({ notifications: true });
    await core.actions.check();
    expect(notes.some((n) => /^有逾期未收款的发票: 逾期未收 [\d,]+\.\d{2} 元$/.test(n))).toBe(true);
    expect(notes.every((n) => /^(有逾期未收款的发票|有待支付的付款申请): /.test(n))).toBe(true);
    const told = notes.length;
    await core.actions.check();
    expect(notes.length).toBe(told);
    expect(reportRequests.length).toBe(4);
  });

  it('in browser mode (no desktop) asks the server nothing', async () => {
    const core = await desktopCore([], false);
    const before = reportRequests.length;
    await core.actions.check();
    expect(reportRequests.length).toBe(before);
  });
});
