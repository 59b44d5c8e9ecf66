/**
 * The tables of one person's local cache for one organisation on one server. Times are epoch
 * milliseconds (they are compared and ordered, and shown only after formatting).
 */

/** reference: dictionaries, regions, menus, organisations, profile (answered at once, revalidated when stale); page: lists and details. */
export type ResponseKind = 'reference' | 'page';

export interface ResponseTable {
  /** `module method path?sorted-query`: the request, as the gateway received it. */
  key: string;
  module: string;
  path: string;
  /** The first path segment: what a write to the same module and family invalidates. */
  family: string;
  kind: ResponseKind;
  /** For reference data: dictionary, region, menu, orgs or profile. */
  grp: string;
  /** The envelope's data, as JSON encoded in UTF-16LE (it becomes a string again by a plain copy). */
  body: Buffer;
  /** The blob's length. */
  bytes: number;
  fetched_at: number;
  /** Set to make the next read revalidate (menus at sign-in and switch), whatever its age. */
  stale: number;
  last_used_at: number;
}

export interface DraftTable {
  form_key: string;
  data: string;
  idempotency_key: string;
  saved_at: number;
}

export interface OutboxTable {
  id: string;
  form_key: string;
  title: string;
  module: string;
  path: string;
  method: string;
  /** The ApiCall's query, body or form, as JSON. */
  query: string | null;
  body: string | null;
  form: string | null;
  idempotency_key: string;
  status: string;
  attempts: number;
  created_at: number;
  updated_at: number;
  message: string | null;
  /** A BridgeError as JSON, once the server refused. */
  error: string | null;
}

/** Who the file belongs to, checked at every open: a file never serves another scope. */
export interface CacheMetaTable {
  name: string;
  value: string;
}

export interface CacheDatabase {
  response: ResponseTable;
  draft: DraftTable;
  outbox: OutboxTable;
  cache_meta: CacheMetaTable;
}
