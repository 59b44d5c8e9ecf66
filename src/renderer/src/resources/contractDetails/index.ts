import { contractLogEndpoints } from '@shared/api/contractLogEndpoints';
import { contractOwnerEndpoints } from '@shared/api/contractOwnerEndpoints';
import type { Endpoint } from '@shared/api/endpoints';
import type { Page } from '@shared/api/envelope';
import type { ChangeHistory } from '@shared/domain/changeHistory';
import type { ContractStatusLog } from '@shared/domain/contractLog';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { createElement } from 'react';
import type { ReadOnlyResourceDescriptor, ResourceDescriptor } from '../../crud/types';
import { ChangeCell } from './cells';
import { dateColumn, moneyColumn } from '../../crud/columns';
import { contractStatusColumn } from './statusColumn';

/**
 * The owner contract read-only (H1's /contract/owner descriptor writes it): the detail page reads it
 * through contract-owner/detail and the project page's contracts tab lists the contracts associating
 * the project (contract-owner/list with projectId), each row opening /contract/yz_details/{id}.
 */
export const ownerContractDetails: ResourceDescriptor<OwnerContract, Record<string, never>> = {
  name: 'ownerContractDetails',
  endpoints: { page: contractOwnerEndpoints.page, detail: contractOwnerEndpoints.detail },
  modes: {},
  rowActions: [{ kind: 'navigate', key: 'details', label: 'resources.ownerContractDetails.actions.details', testId: 'owner-contract-details', to: (c) => `/contract/yz_details/${c.id}` }],
  columns: [
    { key: 'code', width: 150 },
    { key: 'name', width: 320 },
    contractStatusColumn('statusContract', 90),
    moneyColumn('currContractAmount', { width: 150 }),
    dateColumn('signDate', { width: 170 }),
  ],
  search: [],
  empty: {},
  toValues: () => ({}),
  Fields: () => null,
};

/** Any kind's history call (contract-owner-history/page, …): paged by the record's id, answering ChangeHistory rows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HistoryEndpoint = Endpoint<any, Page<ChangeHistory>>;

/** A contract's change history of any kind: its history endpoint (each kind's own file) and the labels of its fields. */
export function contractHistoryOf(endpoint: HistoryEndpoint, fieldLabels: string): ReadOnlyResourceDescriptor<ChangeHistory> {
  return {
    name: 'contractHistory',
    readOnly: true,
    endpoints: { page: endpoint as ReadOnlyResourceDescriptor<ChangeHistory>['endpoints']['page'] },
    columns: [
      dateColumn('createTime', { width: 170 }),
      { key: 'createUserName', width: 110 },
      { key: 'changeReason', width: 200 },
      // Each change is described in the page's words from the field labels: not a value the core can write.
      { key: 'changes', exportAs: false, render: (h) => createElement(ChangeCell, { change: h, fieldLabels }) },
    ],
    search: [],
  };
}

/** The owner contract's own change history (contract-owner-history/page). */
export const ownerContractHistory = contractHistoryOf(contractOwnerEndpoints.history, 'resources.ownerContractDetails.fields');

/** A contract's status log (contract-log/list with contractId and kind as fixed filters). */
export const contractStatusLog: ReadOnlyResourceDescriptor<ContractStatusLog> = {
  name: 'contractStatusLog',
  readOnly: true,
  endpoints: { page: contractLogEndpoints.page as ReadOnlyResourceDescriptor<ContractStatusLog>['endpoints']['page'] },
  columns: [
    dateColumn('createTime', { width: 170 }),
    { key: 'createUserName', width: 120 },
    contractStatusColumn('fromStatus', 110),
    contractStatusColumn('toStatus', 110),
    // — stands for no code on screen; the export leaves the cell blank.
    { key: 'code', exportAs: 'text', render: (l) => l.code || '—' },
  ],
  search: [],
};
