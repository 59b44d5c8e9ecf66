/** Tables of app versions and promotions (issue 14, migration 2026-11-26-033-versions-and-promotions). */

export interface AppVersionTable {
  id: string;
  /** Always the operator tenant: versions are the platform's. */
  tenant_id: string;
  mobile_type: string;
  version_name: string;
  version_code: string;
  is_update: number;
  update_remark: string;
  download_url: string;
  remark: string;
  /** Desktop terminals (migration 075): the installer's SHA-512 (base64) and size for the update feed. */
  file_sha512: string;
  file_size: number;
  create_user: string;
  create_dept: string;
  create_time: string;
  update_user: string;
  update_time: string;
}

export interface PromotionTable {
  id: string;
  tenant_id: string;
  title: string;
  content: string;
  start_time: string;
  end_time: string;
  /** 0 draft, 1 published. */
  status: number;
  create_user: string;
  create_time: string;
  update_time: string;
}

/** A visitor's sign-up on /promotion; create_user stays '' (nobody was signed in). */
export interface PromotionLeadTable {
  id: string;
  tenant_id: string;
  promotion_id: string;
  name: string;
  company: string;
  phone: string;
  remark: string;
  follow_status: number;
  follow_remark: string;
  follow_user: string;
  follow_time: string;
  create_user: string;
  create_time: string;
}

export interface PlatformSettingsTables {
  app_version: AppVersionTable;
  promotion: PromotionTable;
  promotion_lead: PromotionLeadTable;
}
