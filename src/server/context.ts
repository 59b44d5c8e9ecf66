import type { Backend, Db } from './db/database';
import type { ServerConfig } from './config';

/** What every route and service of one running server shares. */
export interface AppContext {
  db: Db;
  backend: Backend;
  config: ServerConfig;
  /** A line for the server's stdout (SMS codes of the reference server's fake gateway). */
  log: (line: string) => void;
}
