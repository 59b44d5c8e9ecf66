/** Finance (issue 17), H3: owner and platform arrivals and their write-off: the resources' labels and the message catalogues of this part, gathered so en.ts wires them with one import. */
import type { ARRIVAL_MESSAGES } from '../../domain/financeArrival';

const fields = {
  contractOwnerId: 'Owner contract',
  contractPlatformId: 'Platform contract',
  contractName: 'Contract name',
  contractCode: 'Contract no.',
  contractAmount: 'Contract amount',
  yzName: 'Owner contract',
  yzCode: 'Owner contract no.',
  ptName: 'Platform contract',
  ptCode: 'Platform contract no.',
  name: 'Contract name',
  invoiceId: 'Invoice',
  invoiceName: 'Invoice',
  fpStatus: 'Invoice status',
  currInvoiceAmount: 'Invoice amount',
  currUnArriveAmount: 'Not yet received on the invoice',
  arriveAmount: 'Amount received',
  currArriveRate: 'Share of the contract',
  totalArriveRate: 'Received to date',
  arriveDate: 'Received on',
  partyJiaName: 'Payer',
  partyYiName: 'Payee',
  bankCardId: 'Receiving account name',
  accName: 'Receiving account name',
  bankAcc: 'Receiving account',
  openBank: 'Receiving bank',
  status: 'Write-off',
  writeOffDate: 'Written off at',
  remark: 'Remark',
  receiptVoucher: 'Receipt vouchers',
  createUserName: 'Created by',
  createTime: 'Created at',
} as const;

const summary = {
  contractAmount: 'Contract amount',
  invoiceAmount: 'Invoiced',
  arrivedAmount: 'Received',
  arriveRate: 'Received rate',
  unArrivedAmount: 'Invoiced, not received',
  writtenOffAmount: 'Written off',
} as const;

const arrivals = {
  fields,
  summary,
  actions: { writeOff: 'Write off', writeOffConfirm: 'A written-off receipt can no longer be edited or removed. Write it off?' },
  unArrived: 'not received',
};

const messages: Record<keyof typeof ARRIVAL_MESSAGES, string> = {
  amount: '0 <= amount received <= what has not been received on the invoice',
  contract: 'Choose a contract',
  invoice: 'Choose the invoice',
  invoiceClosed: 'The invoice is voided or fully received',
  payer: 'Enter the payer',
  payee: 'Enter the payee',
  bankCard: 'Choose the receiving bank card',
  notFound: 'The receipt does not exist or was removed',
  writtenOff: 'A written-off receipt cannot be edited or removed',
  alreadyWrittenOff: 'The receipt is already written off',
};

export const financeArrivalEn = {
  resources: {
    ownerArrivals: { ...arrivals, name: 'Owner receipts', tab: 'Receipts', titles: { add: 'Add owner receipt', edit: 'Edit owner receipt', view: 'View owner receipt' } },
    platformArrivals: { ...arrivals, name: 'Platform receipts', tab: 'Receipts', titles: { add: 'Add platform receipt', edit: 'Edit platform receipt', view: 'View platform receipt' } },
  },
  messages: { financeArrival: messages },
} as const;
