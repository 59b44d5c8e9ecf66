import { ownerArrivalEndpoints, platformArrivalEndpoints } from '@shared/api/financeArrivalEndpoints';
import { WRITE_OFF } from '@shared/domain/finance';
import { OWNER_ARRIVAL_BUTTONS, PLATFORM_ARRIVAL_BUTTONS } from '@shared/domain/financeButtons';
import { ownerArrivalSchema, platformArrivalSchema, type Arrival } from '@shared/domain/financeArrival';
import { sumMoney } from '@shared/domain/money';
import { dictColumn } from '../../crud/dictionary';
import type { InvalidatedKey } from '../../crud/invalidation';
import type { Column, ResourceDescriptor, SearchField } from '../../crud/types';
import type { FieldFile } from '../../features/uploads/fields';
import { toFieldFiles } from '../projectArchives/attachments';
import { arrivalFields } from './Fields';
import { moneyColumn, percentColumn } from '../../crud/columns';

export type ArrivalEndpoints = typeof ownerArrivalEndpoints;

export interface ArrivalValues {
  contractOwnerId: string;
  contractPlatformId: string;
  contractName: string;
  contractCode: string;
  contractAmount: string;
  arrivedOther: string;
  isDirect: number;
  invoiceId: string;
  invoiceName: string;
  currInvoiceAmount: string;
  currUnArriveAmount: string;
  arriveAmount: string;
  currArriveRate: string;
  totalArriveRate: string;
  arriveDate: string;
  partyJiaName: string;
  partyYiName: string;
  bankCardId: string;
  accName: string;
  bankAcc: string;
  openBank: string;
  remark: string;
  receiptVoucher: FieldFile[];
}

const EMPTY: ArrivalValues = {
  contractOwnerId: '',
  contractPlatformId: '',
  contractName: '',
  contractCode: '',
  contractAmount: '',
  arrivedOther: '',
  isDirect: 0,
  invoiceId: '',
  invoiceName: '',
  currInvoiceAmount: '',
  currUnArriveAmount: '',
  arriveAmount: '',
  currArriveRate: '',
  totalArriveRate: '',
  arriveDate: '',
  partyJiaName: '',
  partyYiName: '',
  bankCardId: '',
  accName: '',
  bankAcc: '',
  openBank: '',
  remark: '',
  receiptVoucher: [],
};

const toValues = (a: Arrival): ArrivalValues => ({
  contractOwnerId: a.contractOwnerId,
  contractPlatformId: a.contractPlatformId,
  contractName: a.kind === 'owner' ? a.yzName : a.ptName,
  contractCode: a.kind === 'owner' ? a.yzCode : a.ptCode,
  contractAmount: a.contractAmount,
  arrivedOther: a.arrivedOther,
  isDirect: a.isDirect,
  invoiceId: a.invoiceId,
  invoiceName: a.invoiceName,
  currInvoiceAmount: a.currInvoiceAmount,
  // What this invoice could still take in an edit: what has not arrived plus this arrival's own amount.
  currUnArriveAmount: sumMoney([a.currUnArriveAmount, a.arriveAmount]),
  arriveAmount: a.arriveAmount,
  currArriveRate: a.currArriveRate,
  totalArriveRate: a.totalArriveRate,
  arriveDate: a.arriveDate,
  partyJiaName: a.partyJiaName,
  partyYiName: a.partyYiName,
  bankCardId: a.bankCardId,
  accName: a.accName,
  bankAcc: a.bankAcc,
  openBank: a.openBank,
  remark: a.remark,
  receiptVoucher: toFieldFiles(a.receiptVoucher),
});

const isOpen = (a: Arrival) => a.status === WRITE_OFF.open;

function arrivalColumns(kind: 'owner' | 'platform'): Column<Arrival>[] {
  return [
    { key: kind === 'owner' ? 'yzName' : 'ptName', width: 200 },
    { key: 'invoiceName', width: 150 },
    // 发票状态's English label and values (Partly received) need more than 90 px.
    dictColumn('fpStatus', 'fpzt', { width: 130 }),
    { key: 'partyJiaName', width: 170 },
    { key: 'partyYiName', width: 150 },
    moneyColumn('arriveAmount', { width: 140 }),
    percentColumn('currArriveRate', { width: 180 }),
    percentColumn('totalArriveRate', { width: 140 }),
    { key: 'arriveDate', width: 160 },
    dictColumn('status', 'dzhx', { width: 130 }),
    { key: 'writeOffDate', width: 160 },
    { key: 'createUserName', width: 90 },
    { key: 'createTime', width: 160 },
  ];
}

const search: SearchField[] = [
  { name: 'name', kind: 'text' },
  { name: 'status', kind: 'dict', code: 'dzhx' },
  { name: 'arriveDate', kind: 'dateRange', from: 'arriveDateFrom', to: 'arriveDateTo' },
];

/** What an arrival changes besides its own list: the invoices (their status), the contract pages' figures, the pickers. */
const STALE: readonly InvalidatedKey[] = [['ownerInvoices'], ['platformInvoices'], ['contractOwners'], ['contractOwnerSummary'], ['ownerContractDetails'], ['arrivalSummary'], ['picker']];

function arrivalResource(kind: 'owner' | 'platform'): ResourceDescriptor<Arrival, ArrivalValues> {
  const e = kind === 'owner' ? ownerArrivalEndpoints : platformArrivalEndpoints;
  const b = kind === 'owner' ? OWNER_ARRIVAL_BUTTONS : PLATFORM_ARRIVAL_BUTTONS;
  const schema = kind === 'owner' ? ownerArrivalSchema : platformArrivalSchema;
  const name = kind === 'owner' ? 'ownerArrivals' : 'platformArrivals';
  return {
    name,
    invalidates: STALE,
    endpoints: { page: e.page, detail: e.detail },
    modes: {
      add: { endpoint: e.submit, schema, permission: b.add },
      edit: { endpoint: e.submit, schema, permission: b.edit, visible: isOpen },
      view: {},
    },
    remove: { endpoint: e.remove, permission: b.remove, visible: isOpen, params: (ids) => ({ ids: ids.join(',') }) },
    rowActions: [
      {
        kind: 'confirm',
        key: 'writeOff',
        label: 'resources.ownerArrivals.actions.writeOff',
        message: 'resources.ownerArrivals.actions.writeOffConfirm',
        permission: b.writeOff,
        visible: isOpen,
        endpoint: e.writeOff,
        params: ([a]) => ({ id: a.id }),
        testId: 'arrival-write-off',
      },
    ],
    columns: arrivalColumns(kind),
    search,
    empty: EMPTY,
    toValues,
    Fields: arrivalFields(kind, e),
  };
}

/** 业主到账 (/finance/arrive): arrivals against owner invoices — add, edit and remove until written off, write-off. */
export const ownerArrivals = arrivalResource('owner');
/** 平台到账 (/finance/platform-arrive): the same against platform and project-management contracts' invoices. */
export const platformArrivals = arrivalResource('platform');

/** A contract's arrivals (its detail page's tab): adding there starts from that contract. */
export function arrivalsOf(kind: 'owner' | 'platform', contract: { id: string; name: string; code: string; currContractAmount: string }): ResourceDescriptor<Arrival, ArrivalValues> {
  const base = kind === 'owner' ? ownerArrivals : platformArrivals;
  const field = kind === 'owner' ? 'contractOwnerId' : 'contractPlatformId';
  return { ...base, empty: { ...EMPTY, [field]: contract.id, contractName: contract.name, contractCode: contract.code, contractAmount: contract.currContractAmount } };
}
