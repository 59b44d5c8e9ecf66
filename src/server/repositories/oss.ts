import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { AttachTable, OssCredentialTable, OssGrantTable, OssObjectTable, OssPartTable, OssUploadTable } from '../db/schema-storage';

export type OssObjectRow = Selectable<OssObjectTable>;
export type OssPartRow = Selectable<OssPartTable>;
export type OssUploadRow = Selectable<OssUploadTable>;
export type OssCredentialRow = Selectable<OssCredentialTable>;
export type AttachRow = Selectable<AttachTable>;
export type OssGrantRow = Selectable<OssGrantTable>;

// ---- credentials ----

export async function insertCredential(db: Executor, row: Insertable<OssCredentialTable>): Promise<void> {
  await db.insertInto('oss_credential').values(row).execute();
}

export function findCredential(db: Executor, accessKeyId: string): Promise<OssCredentialRow | undefined> {
  return db.selectFrom('oss_credential').selectAll().where('access_key_id', '=', accessKeyId).executeTakeFirst();
}

/** Credentials whose secret is still stored in plain text (written before secrets were sealed). */
export function plainCredentials(db: Executor): Promise<Pick<OssCredentialRow, 'access_key_id' | 'access_key_secret'>[]> {
  return db.selectFrom('oss_credential').select(['access_key_id', 'access_key_secret']).where('access_key_secret', 'not like', 'v1:%').execute();
}

export async function setCredentialSecret(db: Executor, accessKeyId: string, sealed: string): Promise<void> {
  await db.updateTable('oss_credential').set({ access_key_secret: sealed }).where('access_key_id', '=', accessKeyId).execute();
}

/** Ends every storage credential of a person (password changed). */
export async function deleteCredentialsOfUser(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('oss_credential').where('user_id', '=', userId).execute();
}

/** Ends every upload credential for one key (its upload was recorded: nothing more may be written there). */
export async function deleteUploadCredentialsForKey(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('oss_credential').where('prefix', '=', key).where('scope', '=', 'upload').execute();
}

// ---- upload grants ----

/** Records the key chosen for an upload; false when the key is taken. */
export async function insertGrant(db: Executor, row: Insertable<OssGrantTable>): Promise<boolean> {
  const taken = await db.selectFrom('oss_grant').select('object_key').where('object_key', '=', row.object_key).executeTakeFirst();
  if (taken) return false;
  await db.insertInto('oss_grant').values(row).execute();
  return true;
}

/** The open grant of `key`, only when it is this person's in this organisation. */
export function findGrant(db: Executor, key: string, tenantId: string, userId: string): Promise<OssGrantRow | undefined> {
  return db
    .selectFrom('oss_grant')
    .selectAll()
    .where('object_key', '=', key)
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function deleteGrant(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('oss_grant').where('object_key', '=', key).execute();
}

export async function deleteGrantsCreatedBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('oss_grant').where('create_time', '<', before).execute();
}

/** Forgets credentials that expired before `before` (a day of grace keeps the expiry answer precise). */
export async function deleteCredentialsExpiredBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('oss_credential').where('expires_at', '<', before).execute();
}

// ---- objects ----

export function findObject(db: Executor, bucket: string, key: string): Promise<OssObjectRow | undefined> {
  return db.selectFrom('oss_object').selectAll().where('bucket', '=', bucket).where('object_key', '=', key).executeTakeFirst();
}

/** Puts an object in place of any earlier one under the key; answers the earlier one's segment files. */
export async function replaceObject(db: Executor, row: Insertable<OssObjectTable>): Promise<string[]> {
  const before = await findObject(db, row.bucket, row.object_key);
  if (before) await db.deleteFrom('oss_object').where('bucket', '=', row.bucket).where('object_key', '=', row.object_key).execute();
  await db.insertInto('oss_object').values(row).execute();
  return before ? segmentFiles(before.segments) : [];
}

export async function deleteObject(db: Executor, bucket: string, key: string): Promise<string[]> {
  const before = await findObject(db, bucket, key);
  if (!before) return [];
  await db.deleteFrom('oss_object').where('bucket', '=', bucket).where('object_key', '=', key).execute();
  return segmentFiles(before.segments);
}

export function segmentFiles(segments: string): string[] {
  return (JSON.parse(segments) as [string, number][]).map(([file]) => file);
}

// ---- multipart uploads ----

export async function insertUpload(db: Executor, row: Insertable<OssUploadTable>): Promise<void> {
  await db.insertInto('oss_upload').values(row).execute();
}

export function findUpload(db: Executor, uploadId: string): Promise<OssUploadRow | undefined> {
  return db.selectFrom('oss_upload').selectAll().where('upload_id', '=', uploadId).executeTakeFirst();
}

/** Removes an upload and its parts' records; answers the part files to delete. */
export async function deleteUpload(db: Executor, uploadId: string): Promise<string[]> {
  const parts = await db.selectFrom('oss_part').select('file').where('upload_id', '=', uploadId).execute();
  await db.deleteFrom('oss_part').where('upload_id', '=', uploadId).execute();
  await db.deleteFrom('oss_upload').where('upload_id', '=', uploadId).execute();
  return parts.map((p) => p.file);
}

export function uploadsCreatedBefore(db: Executor, before: string): Promise<OssUploadRow[]> {
  return db.selectFrom('oss_upload').selectAll().where('create_time', '<', before).execute();
}

/** Records a part in place of an earlier upload of the same number; answers the earlier file. */
export async function replacePart(db: Executor, row: Insertable<OssPartTable>): Promise<string | undefined> {
  const before = await db
    .selectFrom('oss_part')
    .select('file')
    .where('upload_id', '=', row.upload_id)
    .where('part_number', '=', row.part_number)
    .executeTakeFirst();
  if (before) await db.deleteFrom('oss_part').where('upload_id', '=', row.upload_id).where('part_number', '=', row.part_number).execute();
  await db.insertInto('oss_part').values(row).execute();
  return before?.file;
}

export function partsOf(db: Executor, uploadId: string, after = 0, limit = 10_000): Promise<OssPartRow[]> {
  return db
    .selectFrom('oss_part')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .where('part_number', '>', after)
    .orderBy('part_number')
    .limit(limit)
    .execute();
}

// ---- attachments ----

export async function insertAttach(db: Executor, row: Insertable<AttachTable>): Promise<void> {
  await db.insertInto('attach').values(row).execute();
}

/** An attachment with what the registry shows beside it: the organisation's and the uploader's names. */
export type AttachListRow = AttachRow & { tenant_name: string | null; uploader_name: string | null };

export interface AttachFilters {
  name?: string;
  type?: string;
  uploader?: string;
  /** yyyy-MM-dd HH:mm:ss bounds, inclusive. */
  from?: string;
  to?: string;
}

const likeText = (v: string) => `%${v.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** A page of attachments of one organisation, or of every one when `tenantId` is null (the operator's administrator). */
export async function attachPage(db: Executor, tenantId: string | null, current: number, size: number, f: AttachFilters = {}): Promise<{ rows: AttachListRow[]; total: number }> {
  let base = db.selectFrom('attach').leftJoin('app_user', 'app_user.id', 'attach.user_id').leftJoin('tenant', 'tenant.tenant_id', 'attach.tenant_id');
  if (tenantId !== null) base = base.where('attach.tenant_id', '=', tenantId);
  if (f.name) base = base.where('attach.original_name', 'like', likeText(f.name));
  if (f.type) base = base.where('attach.ext', '=', f.type.replace(/^\./, '').toLowerCase());
  if (f.uploader) base = base.where('app_user.real_name', 'like', likeText(f.uploader));
  if (f.from) base = base.where('attach.create_time', '>=', f.from);
  if (f.to) base = base.where('attach.create_time', '<=', f.to);
  const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let page = base.selectAll('attach').select(['tenant.name as tenant_name', 'app_user.real_name as uploader_name']).orderBy('attach.create_time', 'desc').orderBy('attach.id', 'desc');
  if (size !== -1) page = page.limit(size).offset((current - 1) * size);
  return { rows: await page.execute(), total: Number(total.n) };
}

/** One attachment with its names, of the organisation (or of any when `tenantId` is null). */
export function findAttachListed(db: Executor, tenantId: string | null, id: string): Promise<AttachListRow | undefined> {
  let q = db
    .selectFrom('attach')
    .leftJoin('app_user', 'app_user.id', 'attach.user_id')
    .leftJoin('tenant', 'tenant.tenant_id', 'attach.tenant_id')
    .selectAll('attach')
    .select(['tenant.name as tenant_name', 'app_user.real_name as uploader_name'])
    .where('attach.id', '=', id);
  if (tenantId !== null) q = q.where('attach.tenant_id', '=', tenantId);
  return q.executeTakeFirst();
}

export function findAttachByKey(db: Executor, tenantId: string, key: string): Promise<AttachRow | undefined> {
  return db.selectFrom('attach').selectAll().where('tenant_id', '=', tenantId).where('oss_name', '=', key).executeTakeFirst();
}

export function findAttach(db: Executor, tenantId: string, id: string): Promise<AttachRow | undefined> {
  return db.selectFrom('attach').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/**
 * Removes the organisation's attachments of `ids`, all or none: when one id is not the
 * organisation's (another's, or gone) nothing is removed and null is answered.
 */
export async function deleteAttaches(db: Executor, tenantId: string | null, ids: string[]): Promise<AttachRow[] | null> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  // null: the operator's administrator, whose registry holds every organisation's attachments.
  let found = db.selectFrom('attach').selectAll().where('id', 'in', wanted);
  if (tenantId !== null) found = found.where('tenant_id', '=', tenantId);
  const rows = await found.execute();
  if (rows.length !== wanted.length) return null;
  await db.deleteFrom('attach').where('id', 'in', wanted).execute();
  return rows;
}
