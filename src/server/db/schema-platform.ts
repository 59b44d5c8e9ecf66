/** Tables of platform administration (issue 14). */

export interface SysParamTable {
  id: string;
  /** Always the operator tenant: parameters are the platform's. */
  tenant_id: string;
  param_name: string;
  param_key: string;
  param_value: string;
  remark: string;
  create_user: string;
  create_time: string;
  update_time: string;
}

export interface PlatformTables {
  sys_param: SysParamTable;
}
