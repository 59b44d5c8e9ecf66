import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

const ID = 'varchar(32)';
const TIME = 'varchar(19)';
const KEY = 'varchar(1024)';

/** Object storage (temporary credentials, objects, multipart uploads and their parts) and attachments. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oss_credential')
    .addColumn('access_key_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('access_key_secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('prefix', 'varchar(100)', (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oss_credential_expires').on('oss_credential').column('expires_at').execute();

  await db.schema
    .createTable('oss_object')
    .addColumn('bucket', 'varchar(64)', (c) => c.notNull())
    .addColumn('object_key', KEY, (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('etag', 'varchar(80)', (c) => c.notNull())
    .addColumn('crc64', 'varchar(24)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('object_type', 'varchar(16)', (c) => c.notNull())
    /** JSON array of [file, size]: the object's bytes, in order, under the storage folder. */
    .addColumn('segments', 'text', (c) => c.notNull())
    .addColumn('last_modified', TIME, (c) => c.notNull())
    .addPrimaryKeyConstraint('oss_object_pk', ['bucket', 'object_key'])
    .execute();

  await db.schema
    .createTable('oss_upload')
    .addColumn('upload_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('bucket', 'varchar(64)', (c) => c.notNull())
    .addColumn('object_key', KEY, (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oss_upload_created').on('oss_upload').column('create_time').execute();

  await db.schema
    .createTable('oss_part')
    .addColumn('upload_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('part_number', 'integer', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('etag', 'varchar(80)', (c) => c.notNull())
    .addColumn('crc64', 'varchar(24)', (c) => c.notNull())
    .addColumn('file', 'varchar(300)', (c) => c.notNull())
    .addColumn('last_modified', TIME, (c) => c.notNull())
    .addPrimaryKeyConstraint('oss_part_pk', ['upload_id', 'part_number'])
    .execute();

  await db.schema
    .createTable('attach')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('ext', 'varchar(20)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('oss_name', KEY, (c) => c.notNull())
    .addColumn('link', 'varchar(2000)', (c) => c.notNull())
    .addColumn('domain', 'varchar(300)', (c) => c.notNull())
    .addColumn('create_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attach_tenant_time').on('attach').columns(['tenant_id', 'create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['attach', 'oss_part', 'oss_upload', 'oss_object', 'oss_credential']) await db.schema.dropTable(table).ifExists().execute();
}
