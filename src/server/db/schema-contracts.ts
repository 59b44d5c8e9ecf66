/** Contracts of every kind, their projects, consortium members and status log (migration 2026-11-28-050). */
import type { ColumnType, Generated } from 'kysely';

/**
 * Whole fen (money) or hundredths of a percent (ratios): written as integers (toFen, toBasisPoints),
 * read back as a number on SQLite and as text on PostgreSQL (a BIGINT, and any SUM), so always read
 * through fromFen / fromBasisPoints (src/shared/domain/contractMoney.ts).
 */
export type Fen = ColumnType<number | string, number | undefined, number>;
export type Bp = ColumnType<number | string, number | undefined, number>;

/** The parties as picked, and their values before the last modify (JSON of ContractParty or ContractParty[], '' when never changed). */
export interface PartyColumns {
  party_jia_id: Generated<string>;
  party_jia_name: Generated<string>;
  party_jia_code: Generated<string>;
  party_yi_id: Generated<string>;
  party_yi_name: Generated<string>;
  party_yi_code: Generated<string>;
  party_jia_old: Generated<string>;
  party_yi_old: Generated<string>;
}

export interface ContractCommonColumns extends PartyColumns {
  id: string;
  tenant_id: string;
  /** htzt (0 the owner contract's draft). */
  status_contract: number;
  status_time: string;
  /** yyyy-MM-dd HH:mm:ss, '' until given. */
  sign_date: Generated<string>;
  /** The reason of the last modify ('' before any). */
  change_reason: Generated<string>;
  /** JSON array of attachments ({link, name, originalName, size}), as the other screens store them. */
  scan_attach: Generated<string>;
  remark: Generated<string>;
  /** How many times the contract was modified (变更); its change_history rows are the versions. */
  version: Generated<number>;
  create_user: string;
  create_dept: string;
  create_time: string;
  update_time: string;
}

export interface ContractOwnerTable extends ContractCommonColumns {
  code: Generated<string>;
  name: string;
  old_name: Generated<string>;
  /** 1: the designer signs directly with the owner; 0: through the platform unit. */
  is_direct: Generated<number>;
  is_consortium: Generated<number>;
  main_industry: Generated<string>;
  other_industry: Generated<string>;
  region_code: Generated<string>;
  addr: Generated<string>;
  scale: Generated<string>;
  jianan_fee: Fen;
  jianan_fee_ratio: Bp;
  survey_rate: Bp;
  survey_fee: Fen;
  design_rate: Bp;
  design_fee: Fen;
  survey_total_fee: Fen;
  curr_contract_amount: Fen;
  /** The amount before the last modify. */
  curr_contract_amount_before: Fen;
  contract_amount_ratio: Bp;
  platform_fee_ratio: Bp;
  platform_fee: Fen;
  sys_fee_ratio: Bp;
  sys_fee: Fen;
  biz_fee_ratio: Bp;
  biz_fee: Fen;
  project_cost_fee: Fen;
  ex_platform_fee: Fen;
  ex_project_fee: Fen;
}

export interface ContractOwnerProjectTable {
  id: string;
  tenant_id: string;
  contract_owner_id: string;
  project_id: string;
  create_time: string;
}

export interface ContractPartyTable {
  id: string;
  tenant_id: string;
  contract_id: string;
  party_tenant_id: string;
  party_name: string;
  party_code: Generated<string>;
  sort: Generated<number>;
  create_time: string;
}

/** Platform, project-management and owner-allocated contracts. */
export interface ContractPlatformTable extends ContractCommonColumns {
  /** 'platform' | 'project' | 'basic' (ContractKind). */
  kind: string;
  contract_owner_id: string;
  name: string;
  code: Generated<string>;
  scale: Generated<string>;
  curr_contract_amount: Fen;
  curr_contract_amount_before: Fen;
  change_amount: Fen;
}

export interface ContractProductionTable extends ContractCommonColumns {
  contract_owner_id: string;
  name: string;
  code: Generated<string>;
  /** fbhtlx keys, comma-joined. */
  type: Generated<string>;
  curr_contract_amount: Fen;
  curr_contract_amount_before: Fen;
  change_amount: Fen;
  /** Its share of the owner contract amount. */
  produce_divide_owner: Bp;
  subcontracting_desc: Generated<string>;
}

export interface ContractResourceTable extends ContractCommonColumns {
  contract_owner_id: string;
  name: string;
  code: Generated<string>;
  scale: Generated<string>;
  commission_percent: Bp;
  commission_amount: Fen;
  pre_commission_percent: Bp;
  pre_commission_amount: Fen;
  change_amount: Fen;
}

export interface ContractStatusLogTable {
  id: string;
  tenant_id: string;
  contract_id: string;
  kind: string;
  from_status: number;
  to_status: number;
  code: Generated<string>;
  create_user: string;
  create_time: string;
}

export interface ContractTables {
  contract_owner: ContractOwnerTable;
  contract_owner_project: ContractOwnerProjectTable;
  contract_party: ContractPartyTable;
  contract_platform: ContractPlatformTable;
  contract_production: ContractProductionTable;
  contract_resource: ContractResourceTable;
  contract_status_log: ContractStatusLogTable;
}
