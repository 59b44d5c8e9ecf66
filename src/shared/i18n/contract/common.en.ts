/** English twin of common.zh.ts. */
import type { CONTRACT_MESSAGES } from '../../domain/contract';

const contractMessagesEn: Record<keyof typeof CONTRACT_MESSAGES, string> = {
  notFound: 'The contract does not exist or has been removed',
  ownerNotFound: 'The owner project contract does not exist or has been removed',
  status: 'Choose the contract status',
  transition: 'The contract cannot change to this status',
  code: 'Enter the contract number',
  removeSigned: 'Only unsigned contracts can be removed',
  editSigned: 'The contract is signed: change it through a contract modification',
  modifyUnsigned: 'Only signed or suspended contracts can be modified',
  partyJia: 'Choose party A',
  partyYi: 'Choose party B',
};

export const contractCommonEn = {
  resources: {
    contracts: {
      name: 'Contract',
      statuses: { 0: 'Draft', 1: 'Not signed', 2: 'Signed', 3: 'Suspended', 4: 'Voided', 5: 'Archived' },
      fields: { name: 'Contract name', code: 'Contract number', statusContract: 'Contract status' },
    },
  },
  messages: { contract: contractMessagesEn },
} as const;
