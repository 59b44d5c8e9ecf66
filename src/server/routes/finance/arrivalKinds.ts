/**
 * The two arrival families share one table (finance_arrival, column kind) and one route builder:
 * what differs is the contract they hang under — the owner contract itself, or a platform /
 * project-management contract under an owner contract — its button codes and its call paths.
 */
import { ownerArrivalEndpoints, platformArrivalEndpoints } from '@shared/api/financeArrivalEndpoints';
import { ARRIVAL_MESSAGES } from '@shared/domain/financeArrival';
import type { FinanceContractKind } from '@shared/domain/finance';
import { OWNER_ARRIVAL_BUTTONS, PLATFORM_ARRIVAL_BUTTONS } from '@shared/domain/financeButtons';
import { OWNER_CONTRACT_PARENT } from '../../contracts/parent';
import type { ParentDeclaration } from '../../http/resource/types';

export interface ArrivalKind {
  kind: FinanceContractKind;
  /** The builder's resource name (data scopes, logs). */
  name: string;
  contractTable: 'contract_owner' | 'contract_platform';
  /** The arrival's (and invoice's) column naming the contract, and the call's field. */
  column: 'contract_owner_id' | 'contract_platform_id';
  field: 'contractOwnerId' | 'contractPlatformId';
  parent: ParentDeclaration;
  buttons: { add: string; edit: string; writeOff: string; remove: string };
  endpoints: typeof ownerArrivalEndpoints;
}

export const OWNER_ARRIVALS: ArrivalKind = {
  kind: 'owner',
  name: 'contract-owner-arrive',
  contractTable: 'contract_owner',
  column: 'contract_owner_id',
  field: 'contractOwnerId',
  parent: OWNER_CONTRACT_PARENT,
  buttons: OWNER_ARRIVAL_BUTTONS,
  endpoints: ownerArrivalEndpoints,
};

export const PLATFORM_ARRIVALS: ArrivalKind = {
  kind: 'platform',
  name: 'contract-platform-arrive',
  contractTable: 'contract_platform',
  column: 'contract_platform_id',
  field: 'contractPlatformId',
  parent: { table: 'contract_platform', name: 'contract-platform', column: 'contract_platform_id', field: 'contractPlatformId', notFound: ARRIVAL_MESSAGES.contract, optionalInPage: true },
  buttons: PLATFORM_ARRIVAL_BUTTONS,
  endpoints: platformArrivalEndpoints,
};
