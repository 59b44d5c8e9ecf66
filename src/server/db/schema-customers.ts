/** Tables of the customers resource (migration 2026-11-21-040). */
export interface CustomerTable {
  id: string;
  tenant_id: string;
  comp_name: string;
  legal: string;
  area_code: string;
  contacts: string;
  phone: string;
  wechat: string;
  qq: string;
  email: string;
  remark: string;
  /** 0 following, 1 cooperating, 2 not cooperating. */
  status: number;
  source: string;
  create_user: string;
  create_dept: string;
  create_time: string;
  update_time: string;
}

export interface CustomerFollowTable {
  id: string;
  tenant_id: string;
  customer_id: string;
  start_time: string;
  end_time: string;
  theme: string;
  remark: string;
  img_list: string;
  create_user: string;
  create_time: string;
}

export interface CustomerTables {
  customer: CustomerTable;
  customer_follow: CustomerFollowTable;
}
