import { contractProductionEndpoints as e, type ContractStatusLogEntry } from '@shared/api/contractProductionEndpoints';
import type { ChangeHistory } from '@shared/domain/changeHistory';
import { looseT } from '../../crud/looseT';
import type { ReadOnlyResourceDescriptor } from '../../crud/types';
import { contractStatusColumn } from '../contractDetails/statusColumn';
import { dateColumn } from '../../crud/columns';

const show = (value: unknown) => (value === null || value === undefined || value === '' ? looseT('resources.productionHistory.none') : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** What one modify changed: each field, before → after, labelled in the person's language. */
export const describeChange = (c: ChangeHistory) =>
  Object.keys(c.after)
    .map((field) => `${looseT(`resources.productionContracts.fields.${field}`)}: ${show(c.before[field])} → ${show(c.after[field])}`)
    .join('; ');

/** A production contract's modifications (变更), newest first. */
export const productionHistory: ReadOnlyResourceDescriptor<ChangeHistory> = {
  name: 'productionHistory',
  readOnly: true,
  endpoints: { page: e.history },
  columns: [
    dateColumn('createTime', { width: 160 }),
    { key: 'createUserName', width: 100 },
    { key: 'changeReason', width: 200 },
    // Each change is described in the page's words from the field labels: not a value the core can write.
    { key: 'changes', width: 360, exportAs: false, render: describeChange },
  ],
  search: [],
};


/** A production contract's status changes (contract_status_log), newest first. */
export const productionStatusLog: ReadOnlyResourceDescriptor<ContractStatusLogEntry> = {
  name: 'productionStatusLog',
  readOnly: true,
  endpoints: { page: e.statusLog },
  columns: [
    dateColumn('createTime', { width: 160 }),
    { key: 'createUserName', width: 100 },
    contractStatusColumn('fromStatus', 100),
    contractStatusColumn('toStatus', 100),
    { key: 'code', width: 150 },
  ],
  search: [],
};
