/** Tables the generic resource builder keeps for every resource (migration 2026-11-26-010). */
export interface ChangeHistoryTable {
  id: string;
  tenant_id: string;
  /** The resource's name in its declaration (contract-owner). */
  resource: string;
  record_id: string;
  change_reason: string;
  /** JSON text: the changed fields only, as the API names them. */
  before_values: string;
  after_values: string;
  create_user: string;
  create_time: string;
}

export interface ResourceTables {
  change_history: ChangeHistoryTable;
}
