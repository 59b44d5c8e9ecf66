/** Tables of expert records (migration 2026-11-27-048-experts); expert_cert itself is schema-personal.ts. */
export interface ExpertInfoTable {
  id: string;
  /** The organisation keeping the record; one record per organisation and expert. */
  tenant_id: string;
  user_id: string;
  no: string;
  name: string;
  area_code: string;
  addr: string;
  birthday: string;
  educational: string;
  degree: string;
  university: string;
  major: string;
  position: string;
  phone: string;
  create_user: string;
  create_time: string;
  update_time: string;
}

export interface ExpertTables {
  expert_info: ExpertInfoTable;
}
