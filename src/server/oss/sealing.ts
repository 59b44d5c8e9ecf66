import { sql } from 'kysely';
import type { ServerConfig } from '../config';
import type { Backend, Db } from '../db/database';
import { plainCredentials, setCredentialSecret } from '../repositories/oss';
import { sealSecret, storageKey } from './secrets';

/**
 * Start-up step: storage secrets a server before issue 20 wrote in plain text are sealed in place.
 * SQLite keeps overwritten bytes in free pages and the WAL, so the database then overwrites freed
 * content (secure_delete) and checkpoints the WAL away.
 */
export async function sealStorageSecrets(db: Db, backend: Backend, config: ServerConfig): Promise<number> {
  const plain = await plainCredentials(db);
  if (!plain.length) return 0;
  const key = storageKey(config.tokenSecret);
  await db.transaction().execute(async (trx) => {
    for (const row of plain) await setCredentialSecret(trx, row.access_key_id, sealSecret(key, row.access_key_secret));
  });
  if (backend === 'sqlite') {
    await sql`pragma secure_delete = on`.execute(db);
    await sql`vacuum`.execute(db);
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  }
  return plain.length;
}
