import type { Draft } from '@shared/domain/offline';
import { displayTime } from '../offline/displayTime';
import type { CacheCipher } from './cacheCipher';
import type { CacheDb } from './openCacheDatabase';

/** Form drafts of one scope, one per form key; the input is sealed with the file's key. */
export class DraftStore {
  constructor(
    private readonly db: CacheDb,
    private readonly cipher: CacheCipher,
  ) {}

  async get(formKey: string): Promise<Draft | null> {
    const row = await this.db.selectFrom('draft').selectAll().where('form_key', '=', formKey).executeTakeFirst();
    if (!row) return null;
    return { formKey: row.form_key, data: JSON.parse(this.cipher.openText(row.data)) as Record<string, unknown>, idempotencyKey: row.idempotency_key, savedAt: displayTime(row.saved_at) };
  }

  async save(formKey: string, data: Record<string, unknown>, idempotencyKey: string, now = Date.now()): Promise<Draft> {
    const text = this.cipher.sealText(JSON.stringify(data));
    await this.db
      .insertInto('draft')
      .values({ form_key: formKey, data: text, idempotency_key: idempotencyKey, saved_at: now })
      .onConflict((oc) => oc.column('form_key').doUpdateSet({ data: text, idempotency_key: idempotencyKey, saved_at: now }))
      .execute();
    return { formKey, data, idempotencyKey, savedAt: displayTime(now) };
  }

  async remove(formKey: string): Promise<void> {
    await this.db.deleteFrom('draft').where('form_key', '=', formKey).execute();
  }

  /** Removes the draft only if it is the one that was submitted (same key): a newer draft stays. */
  async removeSubmitted(formKey: string, idempotencyKey: string): Promise<void> {
    await this.db.deleteFrom('draft').where('form_key', '=', formKey).where('idempotency_key', '=', idempotencyKey).execute();
  }

  /** Gives the draft a new key, if it still carries `oldKey` (the server holds that key for another request). */
  async rekey(formKey: string, oldKey: string, newKey: string): Promise<void> {
    await this.db.updateTable('draft').set({ idempotency_key: newKey }).where('form_key', '=', formKey).where('idempotency_key', '=', oldKey).execute();
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('draft').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
