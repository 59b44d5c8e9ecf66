import type { ApiCall, BridgeError, HttpMethod } from '@shared/bridge';
import type { ModuleName } from '@shared/api/modules';
import type { OutboxItem, OutboxStatus, SubmitMeta } from '@shared/domain/offline';
import { displayTime } from '../offline/displayTime';
import type { CacheCipher } from './cacheCipher';
import type { OutboxTable } from './cacheSchema';
import type { CacheDb } from './openCacheDatabase';

export interface OutboxEntry {
  item: OutboxItem;
  call: ApiCall;
}

/** The columns that carry what the person wrote or the server said; the rest is routing and bookkeeping. */
function openRow(row: OutboxTable, cipher: CacheCipher): OutboxTable {
  const o = (v: string | null) => cipher.openNullable(v);
  return { ...row, title: cipher.openText(row.title), query: o(row.query), body: o(row.body), form: o(row.form), message: o(row.message), error: o(row.error) };
}

function toEntry(row: OutboxTable): OutboxEntry {
  const call: ApiCall = { module: row.module as ModuleName, path: row.path, method: row.method as HttpMethod, idempotencyKey: row.idempotency_key };
  if (row.query !== null) call.query = JSON.parse(row.query) as Record<string, unknown>;
  if (row.body !== null) call.body = JSON.parse(row.body);
  if (row.form !== null) call.form = JSON.parse(row.form) as Record<string, string>;
  const item: OutboxItem = {
    id: row.id,
    formKey: row.form_key,
    title: row.title,
    module: call.module,
    path: row.path,
    method: call.method!,
    idempotencyKey: row.idempotency_key,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    createdAt: displayTime(row.created_at),
    updatedAt: displayTime(row.updated_at),
  };
  if (row.message !== null) item.message = row.message;
  if (row.error !== null) item.error = JSON.parse(row.error) as BridgeError;
  return { item, call };
}

/**
 * Writes waiting for the network, and the server's answers until the person has read them. Title,
 * query, body, form, message and error are sealed with the file's key.
 */
export class OutboxStore {
  constructor(
    private readonly db: CacheDb,
    private readonly cipher: CacheCipher,
  ) {}

  private entry = (row: OutboxTable): OutboxEntry => toEntry(openRow(row, this.cipher));

  async add(id: string, call: ApiCall & { idempotencyKey: string }, meta: SubmitMeta, now = Date.now()): Promise<OutboxEntry> {
    await this.db
      .insertInto('outbox')
      .values({
        id,
        form_key: meta.formKey,
        title: this.cipher.sealText(meta.title),
        module: call.module,
        path: call.path,
        method: call.method ?? 'POST',
        query: call.query === undefined ? null : this.cipher.sealText(JSON.stringify(call.query)),
        body: call.body === undefined ? null : this.cipher.sealText(JSON.stringify(call.body)),
        form: call.form === undefined ? null : this.cipher.sealText(JSON.stringify(call.form)),
        idempotency_key: call.idempotencyKey,
        status: 'pending',
        attempts: 0,
        created_at: now,
        updated_at: now,
        message: null,
        error: null,
      })
      .execute();
    return (await this.get(id))!;
  }

  async get(id: string): Promise<OutboxEntry | null> {
    const row = await this.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? this.entry(row) : null;
  }

  async byKey(idempotencyKey: string): Promise<OutboxEntry | null> {
    const row = await this.db.selectFrom('outbox').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    return row ? this.entry(row) : null;
  }

  /** Oldest first: writes reach the server in the order they were made. */
  async list(): Promise<OutboxEntry[]> {
    return (await this.db.selectFrom('outbox').selectAll().orderBy('created_at').orderBy('id').execute()).map(this.entry);
  }

  async pending(): Promise<OutboxEntry[]> {
    return (await this.db.selectFrom('outbox').selectAll().where('status', '=', 'pending').orderBy('created_at').orderBy('id').execute()).map(this.entry);
  }

  async setStatus(id: string, status: OutboxStatus, answer: { message?: string; error?: BridgeError; countAttempt?: boolean } = {}, now = Date.now()): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set((eb) => ({
        status,
        updated_at: now,
        message: this.cipher.sealNullable(answer.message ?? null),
        error: answer.error ? this.cipher.sealText(JSON.stringify(answer.error)) : null,
        attempts: answer.countAttempt ? eb('attempts', '+', 1) : eb.ref('attempts'),
      }))
      .where('id', '=', id)
      .execute();
  }

  /** After a crash mid-send the answer is unknown: send again with the same key (the server replays). */
  async resetSending(): Promise<void> {
    await this.db.updateTable('outbox').set({ status: 'pending' }).where('status', '=', 'sending').execute();
  }

  /** A new submit of a form supersedes the refusals its earlier submits got. */
  async removeFailed(formKey: string): Promise<void> {
    await this.db.deleteFrom('outbox').where('form_key', '=', formKey).where('status', '=', 'failed').execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('outbox').where('id', '=', id).execute();
  }

  /** Settled answers are dropped a day after they came, read or not. */
  async purgeSettled(before: number): Promise<void> {
    await this.db.deleteFrom('outbox').where('status', 'in', ['succeeded', 'failed']).where('updated_at', '<', before).execute();
  }

  async counts(): Promise<{ pending: number; settled: number }> {
    const rows = await this.db.selectFrom('outbox').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
    const n = (s: string[]) => rows.filter((r) => s.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0);
    return { pending: n(['pending', 'sending']), settled: n(['succeeded', 'failed']) };
  }
}
