/** Storage and SMS configurations (migrations 2026-11-26-036 and 037): rows of the operator tenant. */

export interface OssConfigTable {
  id: string;
  tenant_id: string;
  code: string;
  /** reference (the server's own store) or aliyun. */
  category: string;
  endpoint: string;
  bucket: string;
  region: string;
  access_key: string;
  /** Sealed (oss/secrets.ts) or '': never the secret itself. */
  secret_key: string;
  role_arn: string;
  remark: string;
  /** 1 enabled (exactly one row), 0 not. */
  status: number;
  create_user: string;
  create_time: string;
  update_time: string;
}

export interface SmsConfigTable {
  id: string;
  tenant_id: string;
  code: string;
  /** console (the reference server's standard output), aliyun or tencent. */
  category: string;
  template_id: string;
  region: string;
  sign_name: string;
  access_key: string;
  /** Sealed (oss/secrets.ts) or '': never the secret itself. */
  secret_key: string;
  remark: string;
  status: number;
  create_user: string;
  create_time: string;
  update_time: string;
}

export interface StorageConfigTables {
  oss_config: OssConfigTable;
  sms_config: SmsConfigTable;
}
