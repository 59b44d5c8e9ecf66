/** Tables of the logs (issue 14, migration 2026-11-26-038-logs). */
import type { Generated } from 'kysely';

/** One answered /api request: never a body, a token, a password or a query value. */
export interface ApiLogTable {
  id: string;
  /** The caller's organisation, else the Tenant-Id the request named, else ''. */
  tenant_id: string;
  /** The signed-in caller, '' for public calls. */
  user_id: string;
  method: string;
  /** The URL's path without its query string. */
  path: string;
  /** The query string's parameter names only (comma-joined): values may hold codes and phones. */
  query_keys: string;
  status: number;
  duration_ms: number;
  client_ip: string;
  /** The id half of the client's Basic header (never its secret). */
  client_id: string;
  create_time: string;
}

/** A business event: sign-in and sign-out, grant and status changes, removals. */
export interface UsualLogTable {
  id: string;
  tenant_id: string;
  user_id: string;
  /** USUAL_LOG_TYPES: login, logout, grant, status, remove. */
  type: string;
  /** What was done, language-neutral: the resource and the call (notice notice/remove). */
  title: string;
  /** Ids of the records it concerns, comma-joined. */
  target_ids: string;
  /** A short, non-secret detail (the new status). */
  detail: string;
  client_ip: string;
  create_time: string;
}

/** Columns the logs migration adds to auth_log (login records of every sign-in, refused ones too). */
export interface AuthLogSignInColumns {
  /** The account or phone the sign-in named (for a refused one, what was tried; never the password). */
  account: Generated<string>;
  /** 1 signed in, 0 refused. */
  success: Generated<number>;
  /** The refusal's message ('' when signed in). */
  reason: Generated<string>;
  client_id: Generated<string>;
}

/** The column the logs migration adds to error_log: who wrote the entry. */
export interface ErrorLogSourceColumns {
  /** ERROR_SOURCES: client (uploaded by the app) or server (a 5xx answered by this server). */
  source: Generated<string>;
}

export interface LogTables {
  api_log: ApiLogTable;
  usual_log: UsualLogTable;
}
