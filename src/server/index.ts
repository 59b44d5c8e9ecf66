import type { FastifyInstance } from 'fastify';
import { normaliseHost } from '@shared/hostCheck';
import { buildApp, type ExtraRoutes } from './app';
import { loadConfig, type Env, type ServerConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { sealStorageSecrets } from './oss/sealing';
import { seedDatabase } from './seed';

export { buildApp, type ExtraRoutes } from './app';
export { loadConfig } from './config';
export type { AppContext } from './context';
export type { ServerConfig } from './config';

export interface StartServerOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Holds the SQLite file (unless a database URL is given) and the token secret. */
  dataDir: string;
  /** postgres:// or postgresql:// for PostgreSQL; otherwise env CEM_DATABASE_URL, else <dataDir>/server.sqlite. */
  databaseUrl?: string;
  /** Configuration variables (CEM_*); defaults to process.env. */
  env?: Env;
  /** Seed demo data into an empty database; overrides env CEM_DEMO. */
  demo?: boolean;
  /** Receives the server's stdout lines (the SMS gateway's); defaults to process.stdout. */
  log?: (line: string) => void;
  /**
   * Set by the app when it embeds the server (browser mode, Electron): a fresh random value each
   * launch, which every request must carry in x-cem-launch (the core adds it).
   */
  launchSecret?: string;
  /** Routes registered after the product's, with the same checks in front (a test's fixture resource); the product passes none. */
  extraRoutes?: ExtraRoutes;
}

export interface RunningServer {
  url: string;
  port: number;
  config: ServerConfig;
  app: FastifyInstance;
  /** Accepts a further Host name from now on (a proxy set up in front of the server after it started). */
  allowHost(host: string): void;
  close(): Promise<void>;
}

/** Opens (and on first start migrates and seeds) the database, then listens. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const env = options.env ?? process.env;
  if (options.launchSecret !== undefined && options.launchSecret.length < 32) throw new Error('launchSecret must be at least 32 characters');
  const loaded = { ...loadConfig(options.dataDir, env, options.databaseUrl), launchSecret: options.launchSecret ?? null };
  const config = options.demo === undefined ? loaded : { ...loaded, demo: options.demo };
  const log = options.log ?? ((line: string) => void process.stdout.write(`${line}\n`));
  const { db, backend } = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    await seedDatabase(db, backend, config, log);
    await sealStorageSecrets(db, backend, config);
    const ctx: AppContext = { db, backend, config, log };
    const app = await buildApp(ctx, undefined, options.extraRoutes);
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port ?? 0, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
    const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    let closed: Promise<void> | undefined;
    // Links and credentials name the configured store origin, else this server's own address (never a request's Host).
    config.oss.publicEndpoint ||= `http://${urlHost}:${port}`;
    return {
      url: `http://${urlHost}:${port}`,
      port,
      config,
      app,
      allowHost: (name) => void config.publicHosts.push(normaliseHost(name)),
      close: () => (closed ??= app.close().then(() => db.destroy())),
    };
  } catch (err) {
    await db.destroy();
    throw err;
  }
}
