/** English twin of platform.zh.ts. */
import type { PLATFORM_CONTRACT_MESSAGES } from '../../domain/contractPlatform';

const messages: Record<keyof typeof PLATFORM_CONTRACT_MESSAGES, string> = {
  amount: 'Enter the current contract amount',
  scan: 'Upload the contract scans',
  projectOver: '0 < project-management contract amount ≤ expected project amount − previous contracts total.',
  projectModifiedOver: '0 < modified project-management contract amount ≤ expected project amount.',
  projectChangeOver: 'This change ≤ expected project amount − previous contracts total.',
  platformOver: '0 < platform contract amount ≤ platform fee − previous platform contracts total.',
  basicOver: '0 < owner-allocated contract amount ≤ owner contract amount − previous owner-allocated contracts total.',
  ownerNotInForce: 'The chosen owner project contract is not in force',
};

const labels = {
  fields: {
    kind: 'Contract type',
    contractOwnerId: 'Owner project contract',
    contractOwnerName: 'Owner project contract',
    yzName: 'Owner project contract',
    yzCode: 'Owner contract number',
    code: 'Contract number',
    name: 'Contract name',
    scale: 'Services and scale',
    partyJia: 'Party A',
    partyYi: 'Party B',
    partyYiId: 'Party B (platform unit)',
    currContractAmount: 'Current contract amount',
    currContractAmountBefore: 'Amount before the change',
    changeAmount: 'Change amount',
    currContractAmountAfter: 'Amount after the change',
    currTotalAmount: 'Total of this kind (with this contract)',
    statusContract: 'Contract status',
    signDate: 'Signing date',
    scanAttach: 'Contract scans',
    remark: 'Remark',
    changeReason: 'Reason for the change',
    version: 'Times modified',
    createUserName: 'Created by',
    createTime: 'Created',
    changes: 'Changes',
    yz_currContractAmount: 'Owner contract amount',
    platformFee: 'Platform fee',
    sysFee: 'System fee',
    bizFee: 'Business fee',
    projectCostFee: 'Project cost',
    exPlatformFee: 'Amount less platform fee',
    exProjectFee: 'Expected project amount',
    platformContractAmount: 'Platform contracts total',
    projectContractAmount: 'Project-management contracts total',
    basicContractAmount: 'Owner-allocated contracts total',
    previousTotal: 'Previous contracts total',
    availableAmount: 'Available for this contract',
    cap: 'Limit of this kind',
  },
  kinds: { platform: 'Platform contract', project: 'Project-management contract', basic: 'Owner-allocated contract' },
  tabs: { scans: 'Contract scans', history: 'Change history', statusLog: 'Status log', platformOfOwner: 'Platform contracts', projectOfOwner: 'Project-management contracts', basicOfOwner: 'Owner-allocated contracts' },
  actions: { details: 'Details', status: 'Change status', remove: 'Remove' },
};

/** The drawer's titles name one contract (the list's name is plural). */
const titles = (one: string) => ({ add: `Add ${one}`, edit: `Edit ${one}`, view: `View ${one}`, modify: `Modify ${one}` });

export const contractPlatformEn = {
  resources: {
    platformContracts: { name: 'Platform contracts', titles: titles('platform contract'), ...labels },
    projectContracts: { name: 'Project-management contracts', titles: titles('project-management contract'), ...labels },
    basicContracts: { name: 'Owner-allocated contracts', titles: titles('owner-allocated contract'), ...labels },
  },
  messages: { contractPlatform: messages },
} as const;
