import { contractProductionEndpoints as e, type ContractStatusLogEntry } from '@shared/api/contractProductionEndpoints';
import type { ChangeHistory } from '@shared/domain/changeHistory';
import { looseT } from '../../crud/looseT';
import type { ReadOnlyResourceDescriptor } from '../../crud/types';

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
    { key: 'createTime', width: 160 },
    { key: 'createUserName', width: 100 },
    { key: 'changeReason', width: 200 },
    { key: 'changes', width: 360, render: describeChange },
  ],
  search: [],
};

const status = (n: number) => looseT(`resources.contracts.statuses.${n}`);

/** A production contract's status changes (contract_status_log), newest first. */
export const productionStatusLog: ReadOnlyResourceDescriptor<ContractStatusLogEntry> = {
  name: 'productionStatusLog',
  readOnly: true,
  endpoints: { page: e.statusLog },
  columns: [
    { key: 'createTime', width: 160 },
    { key: 'createUserName', width: 100 },
    { key: 'fromStatus', width: 100, render: (l) => status(l.fromStatus) },
    { key: 'toStatus', width: 100, render: (l) => status(l.toStatus) },
    { key: 'code', width: 150 },
  ],
  search: [],
};
