/**
 * Button codes of the contract screens (issue 16): the menu template grants them, the server refuses
 * an action whose code the caller was not granted, and the client hides what it may not do. The
 * owner contract keeps the codes the menu had before its screen existed.
 */
export const OWNER_CONTRACT_BUTTONS = {
  add: 'contract_add',
  edit: 'contract_edit',
  modify: 'contract_modify',
  status: 'contract_status',
  remove: 'contract_delete',
} as const;

/** Platform, project-management and owner-allocated (basic) contracts share one table and one set of codes per kind. */
export const PLATFORM_CONTRACT_BUTTONS = {
  add: 'contract_platform_add',
  edit: 'contract_platform_edit',
  modify: 'contract_platform_modify',
  status: 'contract_platform_status',
  remove: 'contract_platform_delete',
} as const;
export const PROJECT_CONTRACT_BUTTONS = {
  add: 'contract_project_add',
  edit: 'contract_project_edit',
  modify: 'contract_project_modify',
  status: 'contract_project_status',
  remove: 'contract_project_delete',
} as const;
export const BASIC_CONTRACT_BUTTONS = {
  add: 'contract_basic_add',
  edit: 'contract_basic_edit',
  modify: 'contract_basic_modify',
  status: 'contract_basic_status',
  remove: 'contract_basic_delete',
} as const;
export const PRODUCTION_CONTRACT_BUTTONS = {
  add: 'contract_production_add',
  edit: 'contract_production_edit',
  modify: 'contract_production_modify',
  status: 'contract_production_status',
  remove: 'contract_production_delete',
} as const;
export const RESOURCE_CONTRACT_BUTTONS = {
  add: 'contract_resource_add',
  edit: 'contract_resource_edit',
  modify: 'contract_resource_modify',
  status: 'contract_resource_status',
  remove: 'contract_resource_delete',
} as const;
/** A party's own additions to a contract naming it (my-contract supplement). */
export const MY_CONTRACT_BUTTONS = { supplement: 'contract_mine_supplement', remove: 'contract_mine_supplement_delete' } as const;
