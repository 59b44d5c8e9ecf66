/** The tables of object storage and attachments (migration 2026-11-21-030-storage). Sizes are bigint: PostgreSQL hands them back as text. */

export interface OssCredentialTable {
  access_key_id: string;
  /** Sealed with the server's key (oss/secrets.ts): never the secret itself. */
  access_key_secret: string;
  /** SHA-256 of the security token: the token itself is never stored. */
  token_hash: string;
  tenant_id: string;
  user_id: string;
  /** Keys these credentials may touch start with this. */
  prefix: string;
  expires_at: string;
  create_time: string;
  /** The session that asked for them: a revoked (or moved) session's credentials are refused. */
  session_id: string;
  /** `upload` (the one key in prefix) or `read` (GET/HEAD of that key, signed URLs); anything else is refused. */
  scope: string;
}

/** An object key the server chose for one person's upload; closed (removed) when the upload is recorded as an attachment. */
export interface OssGrantTable {
  object_key: string;
  tenant_id: string;
  user_id: string;
  create_time: string;
}

export interface OssObjectTable {
  bucket: string;
  object_key: string;
  tenant_id: string;
  size: number | string;
  etag: string;
  crc64: string;
  content_type: string;
  /** Normal or Multipart, as OSS reports x-oss-object-type. */
  object_type: string;
  /** JSON array of [file, size] under the storage folder, in order. */
  segments: string;
  last_modified: string;
}

export interface OssUploadTable {
  upload_id: string;
  bucket: string;
  object_key: string;
  tenant_id: string;
  content_type: string;
  create_time: string;
}

export interface OssPartTable {
  upload_id: string;
  part_number: number;
  size: number | string;
  etag: string;
  crc64: string;
  file: string;
  last_modified: string;
}

export interface AttachTable {
  id: string;
  tenant_id: string;
  user_id: string;
  name: string;
  original_name: string;
  ext: string;
  size: number | string;
  oss_name: string;
  link: string;
  domain: string;
  create_time: string;
}

export interface StorageTables {
  oss_credential: OssCredentialTable;
  oss_grant: OssGrantTable;
  oss_object: OssObjectTable;
  oss_upload: OssUploadTable;
  oss_part: OssPartTable;
  attach: AttachTable;
}
