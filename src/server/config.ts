import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '@shared/api/headers';
import { moduleNamesFrom, type ModuleNames } from '@shared/api/modules';
import { hostListFrom } from '@shared/hostCheck';
import { ownerOnlyDataDir } from './files';
import { DEFAULT_SCRYPT_LOG_N, MIN_SCRYPT_LOG_N } from './auth/passwords';
import { ossConfigFrom, type OssConfig } from './oss/config';

export type Env = Record<string, string | undefined>;

export interface ServerConfig {
  dataDir: string;
  databaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds. */
  refreshTokenTtl: number;
  demoPassword: string;
  /** Seed the demo organisations, accounts and data into an empty database (CEM_DEMO=on, `--demo`). */
  demo: boolean;
  /** The operator administrator's first password (CEM_ADMIN_PASSWORD); random and printed once when absent. */
  adminPassword: string | undefined;
  captchaEnabled: boolean;
  tokenSecret: Uint8Array;
  moduleNames: ModuleNames;
  /** Seconds an SMS code stays valid. */
  smsCodeTtl: number;
  /** Seconds between two codes sent to one phone. */
  smsResendInterval: number;
  /** Codes one phone may be sent per hour, and codes one address may ask for per hour. */
  smsPhoneHourly: number;
  smsAddressHourly: number;
  /** log2 of scrypt's N for new password hashes: 17 (OWASP) unless tests or development lower it. */
  scryptLogN: number;
  /** Seconds an Idempotency-Key's stored answer is kept (24 hours). */
  idempotencyTtl: number;
  /** The object store (CEM_OSS_*). */
  oss: OssConfig;
  /** Seconds a client may take to send a whole request (CEM_REQUEST_TIMEOUT). */
  requestTimeout: number;
  /** Seconds a connection may stay silent, mid-body or between requests (CEM_IDLE_TIMEOUT). */
  idleTimeout: number;
  /**
   * Host names (`host[:port]`, as a Host header gives them) the server is reached at besides its own
   * address: CEM_PUBLIC_HOSTS and the object store's public endpoint. Any other Host is refused.
   */
  publicHosts: string[];
  /** Set when the app embeds the server: every request must carry it (x-cem-launch). */
  launchSecret: string | null;
  /** Days api, usual, error and login logs are kept (CEM_LOG_RETENTION_DAYS); older rows are pruned. */
  logRetentionDays: number;
}

export const DEFAULTS = {
  accessTokenTtl: 1800,
  refreshTokenTtl: 7 * 24 * 3600,
  demoPassword: 'Cem@2026',
  smsCodeTtl: 300,
  smsResendInterval: 60,
  smsPhoneHourly: 10,
  smsAddressHourly: 30,
} as const;

const TOKEN_SECRET_FILE = 'token-secret';

function integer(env: Env, name: string, fallback: number, min: number, max: number, unit: string): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max} (${unit}), got "${raw}"`);
  }
  return value;
}

function seconds(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min} (seconds), got "${raw}"`);
  }
  return value;
}

/**
 * The signing key survives restarts so sessions do too; it is written once, readable by the owner
 * only, unless the operator supplies one through the environment.
 */
function tokenSecret(dataDir: string, env: Env): Uint8Array {
  const fromEnv = env.CEM_TOKEN_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('CEM_TOKEN_SECRET must be at least 32 characters');
    return new TextEncoder().encode(fromEnv);
  }
  const file = join(dataDir, TOKEN_SECRET_FILE);
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(dataDir: string, env: Env, databaseUrl?: string): ServerConfig {
  // Owner-only on every start, also when an earlier version made it 0755 with 0644 files (files.ts).
  ownerOnlyDataDir(dataDir);
  return {
    dataDir,
    databaseUrl: databaseUrl ?? env.CEM_DATABASE_URL ?? join(dataDir, 'server.sqlite'),
    clientId: env.CEM_CLIENT_ID || DEFAULT_CLIENT_ID,
    clientSecret: env.CEM_CLIENT_SECRET || DEFAULT_CLIENT_SECRET,
    accessTokenTtl: seconds(env, 'CEM_ACCESS_TOKEN_TTL', DEFAULTS.accessTokenTtl),
    refreshTokenTtl: seconds(env, 'CEM_REFRESH_TOKEN_TTL', DEFAULTS.refreshTokenTtl),
    demoPassword: env.CEM_DEMO_PASSWORD || DEFAULTS.demoPassword,
    demo: env.CEM_DEMO === 'on',
    adminPassword: env.CEM_ADMIN_PASSWORD || undefined,
    captchaEnabled: env.CEM_CAPTCHA === 'on',
    tokenSecret: tokenSecret(dataDir, env),
    moduleNames: moduleNamesFrom(env),
    smsCodeTtl: seconds(env, 'CEM_SMS_CODE_TTL', DEFAULTS.smsCodeTtl),
    smsResendInterval: seconds(env, 'CEM_SMS_RESEND_INTERVAL', DEFAULTS.smsResendInterval, 0),
    smsPhoneHourly: integer(env, 'CEM_SMS_PHONE_HOURLY', DEFAULTS.smsPhoneHourly, 1, Number.MAX_SAFE_INTEGER, 'codes per hour'),
    smsAddressHourly: integer(env, 'CEM_SMS_ADDRESS_HOURLY', DEFAULTS.smsAddressHourly, 1, Number.MAX_SAFE_INTEGER, 'codes per hour'),
    scryptLogN: integer(env, 'CEM_SCRYPT_LOG_N', DEFAULT_SCRYPT_LOG_N, MIN_SCRYPT_LOG_N, 20, 'log2 of scrypt N'),
    idempotencyTtl: seconds(env, 'CEM_IDEMPOTENCY_TTL', 24 * 3600),
    oss: ossConfigFrom(env, dataDir),
    requestTimeout: seconds(env, 'CEM_REQUEST_TIMEOUT', 3600),
    idleTimeout: seconds(env, 'CEM_IDLE_TIMEOUT', 60),
    publicHosts: hostListFrom([env.CEM_PUBLIC_HOSTS, env.CEM_OSS_ENDPOINT].filter(Boolean).join(',')),
    launchSecret: null,
    logRetentionDays: integer(env, 'CEM_LOG_RETENTION_DAYS', 90, 1, 36500, 'days'),
  };
}
