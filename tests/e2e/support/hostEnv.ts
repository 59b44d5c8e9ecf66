import { randomBytes } from 'node:crypto';

/** Set to the launch address of a host you started yourself: every worker then uses it (and only one worker runs). */
export const LAUNCH_URL_ENV = 'CEM_E2E_LAUNCH_URL';

/**
 * The environment a test host runs with: the caller's, a keychain entry of its own (so a real keychain
 * never mixes one worker's sessions with another's or with the person's), SMS limits lifted (tests ask
 * codes for the same demo phones many times; the server's 60 s limit has its own integration test), and
 * whatever a spec asked for with `test.use({ hostEnv })` on top.
 */
export function testHostEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    CEM_KEYCHAIN_SERVICE: `cem-desktop-e2e-${randomBytes(4).toString('hex')}`,
    CEM_SMS_RESEND_INTERVAL: '0',
    CEM_SMS_PHONE_HOURLY: '100000',
    CEM_SMS_ADDRESS_HOURLY: '100000',
    ...extra,
  };
}
