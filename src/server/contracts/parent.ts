/**
 * The five kinds that divide an owner contract's money are rows of the owner contract's organisation
 * under it: the builder's parent declaration, so a sub-contract is reached only through an owner
 * contract the caller may reach (its organisation, its data scope). Their lists may leave the owner
 * contract out (/contract/production lists the organisation's production contracts across owners).
 */
import { CONTRACT_MESSAGES } from '@shared/domain/contract';
import type { ParentDeclaration } from '../http/resource/types';

export const OWNER_CONTRACT_PARENT: ParentDeclaration = {
  table: 'contract_owner',
  name: 'contract-owner',
  column: 'contract_owner_id',
  field: 'contractOwnerId',
  notFound: CONTRACT_MESSAGES.ownerNotFound,
  optionalInPage: true,
};
