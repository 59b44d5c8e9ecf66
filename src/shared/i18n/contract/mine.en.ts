/** English twin of mine.zh.ts. */
import type { MY_CONTRACT_MESSAGES } from '../../domain/myContract';

const myContractMessagesEn: Record<keyof typeof MY_CONTRACT_MESSAGES, string> = {
  supplementExists: 'Your organisation has already added to this contract: edit that supplement instead',
  kind: 'Choose the contract type',
};

export const contractMineEn = {
  resources: {
    myContracts: {
      name: 'My contracts',
      enterpriseTab: 'Contracts',
      kinds: { owner: 'Owner project contract', platform: 'Platform contract', project: 'Project-management contract', basic: 'Owner-allocated contract', production: 'Production service contract', resource: 'Resource-provider service contract' },
      actions: { supplement: 'Supplement', scans: 'Upload scans', removeSupplement: 'Remove supplement', details: 'Details' },
      fields: {
        name: 'Contract name',
        code: 'Contract number',
        kind: 'Contract type',
        statusContract: 'Contract status',
        tenantName: 'Recorded by',
        ownerName: 'Owner contract',
        partyJia: 'Party A',
        partyYi: 'Party B',
        amount: 'Contract amount (yuan)',
        signDate: 'Signing date',
        remark: 'Remark',
        createTime: 'Created',
        supplement: 'Our supplement',
        supplementText: 'Our supplement',
        internalCode: 'Our contract number',
        contactName: 'Our contact',
        contactPhone: 'Contact phone',
        scanAttach: 'Our contract scans',
      },
    },
  },
  messages: { myContract: myContractMessagesEn },
} as const;
