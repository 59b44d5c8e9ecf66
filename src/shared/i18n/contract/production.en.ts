/** English twin of production.zh.ts. */
import type { PRODUCTION_MESSAGES } from '../../domain/contractProduction';

const fields = {
  contractOwnerId: 'Owner contract',
  yzName: 'Owner contract',
  yzCode: 'Owner contract no.',
  yz_currContractAmount: 'Owner contract amount',
  bizFee: 'Business fee',
  projectCostFee: 'Project cost',
  productContractAmount: 'Production contracts total',
  resourceContractAmount: 'Resource-provider contracts total',
  otherAmount: 'Other expenses total',
  costSurplus: 'Project cost remaining',
  tenantName: 'Contracting organisation',
  name: 'Contract name',
  code: 'Contract no.',
  type: 'Contract type',
  statusContract: 'Contract status',
  partyJia: 'Party A',
  partyYi: 'Party B',
  partyJiaOld: 'Party A before change',
  partyYiOld: 'Party B before change',
  signDate: 'Signed on',
  currContractAmount: 'Production contract amount',
  currContractAmountBefore: 'Amount before change',
  produceDivideOwner: 'Share of owner contract',
  produceDivideOwnerAfter: 'Production share after change',
  productContractAmountAfter: 'Production total after change',
  changeAmount: 'Change amount',
  requestTotalAmount: 'Requested to date',
  subcontractingDesc: 'Subcontracting description',
  changeReason: 'Reason for change',
  scanAttach: 'Contract scans',
  remark: 'Remark',
  version: 'Times changed',
  createUserName: 'Created by',
  createTime: 'Created at',
} as const;

const production = {
  name: 'Production service contract',
  detailTitle: 'Production service contract',
  fields,
  actions: { details: 'Details', status: 'Change status' },
  tabs: { info: 'Contract', parties: 'Parties', history: 'Changes', statusLog: 'Status log', attachments: 'Attachments' },
};

const messages: Record<keyof typeof PRODUCTION_MESSAGES, string> = {
  owner: 'Required',
  type: 'Select the type',
  amount: '0 < production contract amount ≤ remaining project cost.',
  requested: 'Amount requested so far ≤ production contract amount after the change.',
  change: 'Change amount ≤ remaining project cost',
  desc: 'Enter the subcontracting description, up to 2000 characters',
};

export const contractProductionEn = {
  resources: {
    productionContracts: production,
    partyProductionContracts: { ...production, name: 'Production service contracts (party B)' },
    productionHistory: {
      name: 'Production contract changes',
      fields: { createTime: 'Changed at', createUserName: 'Changed by', changeReason: 'Reason', changes: 'Changes' },
      none: 'None',
    },
    productionStatusLog: {
      name: 'Contract status log',
      fields: { createTime: 'Changed at', createUserName: 'Changed by', fromStatus: 'From', toStatus: 'To', code: 'Contract no.' },
    },
  },
  messages: { contractProduction: messages },
} as const;
