import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Endpoint } from '@shared/api/endpoints';
import { basicAuth, DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, HEADER_CLIENT, HEADER_TENANT, HEADER_TOKEN } from '@shared/api/headers';
import { apiPath, moduleNamesFrom, type ModuleName, type ModuleNames } from '@shared/api/modules';
import type { TokenResponse } from '@shared/domain/session';
import { DEMO_MEMBERS, DEMO_ORGANISATIONS } from '../../src/server/seed/demo-organisations';
import { startServer, type ExtraRoutes } from '../../src/server/index';
import { fromTemplate } from './serverTemplate';

export const DEMO_PASSWORD = process.env.CEM_DEMO_PASSWORD || 'Cem@2026';
/** scrypt's N for test servers: the lowest CEM_SCRYPT_LOG_N allows, since tests sign in hundreds of times. */
export const TEST_SCRYPT_LOG_N = 14;

export type Backend = 'sqlite' | 'postgres';

export interface BackendCase {
  backend: Backend;
  /** For suite titles: the backend, and why it is skipped when it is. */
  label: string;
  /** Why the backend's suite is skipped here, or false when it runs. */
  skip: string | false;
}

/** The backends a contract suite runs against: SQLite always, PostgreSQL when CEM_TEST_PG_URL names a server. */
const PG_SKIP = process.env.CEM_TEST_PG_URL ? false : 'CEM_TEST_PG_URL is not set (e.g. postgres://cem:cem@127.0.0.1:5432/postgres); CI sets it';

export const BACKENDS: BackendCase[] = [
  { backend: 'sqlite', label: 'sqlite', skip: false },
  { backend: 'postgres', label: PG_SKIP ? 'postgres, skipped: no CEM_TEST_PG_URL' : 'postgres', skip: PG_SKIP },
];

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  /** The database the server uses (a SQLite file or a postgres:// URL), for tests that set a scene in it. */
  databaseUrl: string;
  moduleNames: ModuleNames;
  /** Every line the server printed on its stdout (SMS codes). */
  lines: string[];
  /** The last code printed for a phone. */
  smsCode(phone: string): string | undefined;
  /** Stops the server and starts it again on the same port, data folder and database. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.CEM_TEST_PG_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the test PostgreSQL server, and how to drop it. */
async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cem_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(process.env.CEM_TEST_PG_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(name) };
}

/**
 * FORCE ends the server's leftover connections. An autovacuum worker busy on the new database can
 * refuse that to a non-superuser for a moment (PostgreSQL 15), so the drop is tried again.
 */
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      return;
    } catch (err) {
      if (attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * A reference server on 127.0.0.1, any free port, in a fresh temporary data directory (and a fresh
 * PostgreSQL database for that backend). Its environment is only what the test gives plus the demo
 * data (CEM_DEMO=on) and password, so the machine's CEM_* variables cannot change what a test sees.
 */
export async function startTestServer(opts: { backend?: Backend; env?: Record<string, string>; extraRoutes?: ExtraRoutes } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cem-server-'));
  // Sign-ins are hashed at scrypt's test cost (2^14) unless a test asks for the production default.
  const env = { CEM_DEMO: 'on', CEM_DEMO_PASSWORD: DEMO_PASSWORD, CEM_SCRYPT_LOG_N: String(TEST_SCRYPT_LOG_N), ...opts.env };
  // The usual start (no env of the test's own) begins from the run's template of a first start
  // (serverTemplate.ts); a test with env of its own starts on an empty database as before.
  const templated = Object.keys(opts.env ?? {}).length === 0 ? await fromTemplate(opts.backend ?? 'sqlite', env, dataDir) : null;
  const pgDb =
    opts.backend !== 'postgres' ? undefined : templated?.name ? { url: templated.databaseUrl!, drop: () => dropDatabase(templated.name!) } : await freshPostgresDatabase();
  const lines: string[] = [];
  try {
    let server = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: pgDb?.url, env, log: (line) => lines.push(line), extraRoutes: opts.extraRoutes });
    return {
      url: server.url,
      port: server.port,
      dataDir,
      databaseUrl: server.config.databaseUrl,
      moduleNames: moduleNamesFrom(env),
      lines,
      smsCode: (phone) =>
        lines
          .map((l) => /^SMS (\d+) (\d{6})$/.exec(l))
          .filter((m) => m?.[1] === phone)
          .pop()?.[2],
      restart: async () => {
        await server.close();
        // Lets clients notice their keep-alive connections to the old server are gone before the port answers again.
        await new Promise((resolve) => setTimeout(resolve, 200));
        server = await startServer({ port: server.port, host: '127.0.0.1', dataDir, databaseUrl: pgDb?.url, env, log: (line) => lines.push(line), extraRoutes: opts.extraRoutes });
      },
      close: async () => {
        await server.close();
        await pgDb?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await pgDb?.drop();
    throw err;
  }
}

// Test answers are read field by field; typing every shape would only restate the assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
}

export interface RequestOptions {
  query?: Record<string, string | number>;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body. */
  form?: Record<string, string>;
  /** A body sent as is (with its content type in headers). */
  raw?: string;
  /** Header overrides; `null` leaves a header out. */
  headers?: Record<string, string | null>;
}

export interface ApiClient {
  /** The session the client sends (set by login and token calls that succeed). */
  session: { accessToken?: string; refreshToken?: string; tenantId?: string };
  path(module: ModuleName, path: string): string;
  request<T = Json>(method: string, path: string, options?: RequestOptions): Promise<Answer<T>>;
  call<T = Json>(endpoint: Endpoint<unknown, unknown>, options?: RequestOptions): Promise<Answer<T>>;
  /** POST oauth/token with a form; a success becomes the client's session. */
  token(form: Record<string, string>, options?: RequestOptions): Promise<Answer>;
  /** Password login; throws unless it succeeds. */
  login(username: string, tenantId: string, password?: string): Promise<TokenResponse>;
}

/** fetch cannot pick its source address; node:http can, and Linux answers on all of 127.0.0.0/8. */
function sendFrom(localAddress: string, target: URL, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text(): Promise<string> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(target, { method, headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: async () => Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Calls the server as the desktop core does: the client's Basic header on every call, the access
 * token in Blade-Auth and the session's tenant in Tenant-Id, form posts for oauth/token.
 */
export function apiClient(
  url: string,
  opts: {
    moduleNames?: ModuleNames;
    clientId?: string;
    clientSecret?: string;
    /** Connect from this loopback address (127.0.0.2, …) to be another client address to the server. */
    localAddress?: string;
  } = {},
): ApiClient {
  const names = opts.moduleNames ?? moduleNamesFrom({});
  const client = basicAuth(opts.clientId ?? DEFAULT_CLIENT_ID, opts.clientSecret ?? DEFAULT_CLIENT_SECRET);
  const api: ApiClient = {
    session: {},
    path: (module, path) => apiPath(names, module, path),
    async request(method, path, options = {}) {
      const target = new URL(path, url);
      for (const [k, v] of Object.entries(options.query ?? {})) target.searchParams.set(k, String(v));
      const headers: Record<string, string> = { [HEADER_CLIENT]: client };
      if (api.session.accessToken) headers[HEADER_TOKEN] = `bearer ${api.session.accessToken}`;
      if (api.session.tenantId) headers[HEADER_TENANT] = api.session.tenantId;
      let body: string | undefined;
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(options.form).toString();
      } else if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.raw !== undefined) {
        body = options.raw;
      }
      for (const [k, v] of Object.entries(options.headers ?? {})) {
        if (v === null) delete headers[k.toLowerCase()];
        else headers[k.toLowerCase()] = v;
      }
      const res = opts.localAddress ? await sendFrom(opts.localAddress, target, method, headers, body) : await fetch(target, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: the test sees the text
      }
      return { status: res.status, body: parsed as Json };
    },
    call: (endpoint, options) => api.request(endpoint.method, api.path(endpoint.module, endpoint.path), options),
    async token(form, options = {}) {
      const answer = await api.request('POST', api.path('auth', 'oauth/token'), { ...options, form });
      if (answer.status === 200) {
        api.session = { accessToken: answer.body.access_token, refreshToken: answer.body.refresh_token, tenantId: answer.body.tenant_id };
      }
      return answer;
    },
    async login(username, tenantId, password = DEMO_PASSWORD) {
      const answer = await api.token({ grant_type: 'password', tenant_id: tenantId, username, password });
      if (answer.status !== 200) throw new Error(`login ${username}@${tenantId} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body as TokenResponse;
    },
  };
  return api;
}

/** Where a seeded demo account signs in first: its own organisation, or a member's first post. */
export function homeTenant(account: string): string {
  const tenant = DEMO_ORGANISATIONS.find((o) => o.admin.account === account)?.tenantId ?? DEMO_MEMBERS.find((m) => m.account === account)?.posts[0].tenantId;
  if (!tenant) throw new Error(`${account} is not a seeded demo account`);
  return tenant;
}

/** One client per seeded account, each signed in to its home organisation, in the order asked. */
export async function signIn(server: Pick<TestServer, 'url'>, ...accounts: string[]): Promise<ApiClient[]> {
  const clients: ApiClient[] = [];
  for (const account of accounts) {
    const client = apiClient(server.url);
    await client.login(account, homeTenant(account));
    clients.push(client);
  }
  return clients;
}
