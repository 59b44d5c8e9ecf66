/** A party's supplement to a contract naming it (migration 2026-11-28-056). */
export interface ContractSupplementTable {
  id: string;
  /** The party's organisation (not the contract's). */
  tenant_id: string;
  contract_id: string;
  /** ContractKind. */
  kind: string;
  internal_code: string;
  contact_name: string;
  contact_phone: string;
  /** JSON array of ArchiveAttachment. */
  scan_attach: string;
  remark: string;
  create_user: string;
  create_dept: string;
  create_time: string;
  update_time: string;
}

export interface ContractSupplementTables {
  contract_supplement: ContractSupplementTable;
}
