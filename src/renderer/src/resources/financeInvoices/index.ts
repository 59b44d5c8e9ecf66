import { ownerInvoiceEndpoints, platformInvoiceEndpoints } from '@shared/api/financeInvoiceEndpoints';
import { INVOICE_STATUS } from '@shared/domain/finance';
import { OWNER_INVOICE_BUTTONS, PLATFORM_INVOICE_BUTTONS } from '@shared/domain/financeButtons';
import { invoiceSupplementSchema, ownerInvoiceSchema, platformInvoiceSchema, type Invoice } from '@shared/domain/invoice';
import { createElement } from 'react';
import { dictColumn } from '../../crud/dictionary';
import type { Column, ConfirmAction, FormAction, ResourceDescriptor, SearchField } from '../../crud/types';
import type { FieldFile } from '../../features/uploads/fields';
import { CONTRACT_STALE_KEYS } from '../contractDetails/staleKeys';
import { AttachmentNames, toFieldFiles } from '../projectArchives/attachments';
import { OwnerInvoiceFields, PlatformInvoiceFields, SupplementFields } from './Fields';
import { moneyColumn } from '../../crud/columns';
import { printActions } from '../../pages/print/printActions';

export interface InvoiceValues {
  contractOwnerId: string;
  yzName: string;
  contractPlatformId: string;
  ptName: string;
  isDirect: number;
  contractAmount: string;
  invoiceAmount: string;
  unInvoiceAmount: string;
  maxAvailable: string;
  name: string;
  currInvoiceAmount: string;
  invoiceDate: string;
  receiptDate: string;
  type: string;
  content: string;
  taxRate: string;
  taxes: string;
  attach: FieldFile[];
  remark: string;
}

const EMPTY: InvoiceValues = {
  contractOwnerId: '',
  yzName: '',
  contractPlatformId: '',
  ptName: '',
  isDirect: 0,
  contractAmount: '',
  invoiceAmount: '',
  unInvoiceAmount: '',
  maxAvailable: '',
  name: '',
  currInvoiceAmount: '',
  invoiceDate: '',
  receiptDate: '',
  type: '',
  content: '',
  taxRate: '',
  taxes: '',
  attach: [],
  remark: '',
};

const toValues = (i: Invoice): InvoiceValues => ({
  contractOwnerId: i.contractOwnerId,
  yzName: i.yzName,
  contractPlatformId: i.contractPlatformId,
  ptName: i.ptName,
  isDirect: i.isDirect,
  contractAmount: i.contractAmount,
  invoiceAmount: i.invoiceAmount,
  unInvoiceAmount: i.unInvoiceAmount,
  maxAvailable: i.maxAvailable,
  name: i.name,
  currInvoiceAmount: i.currInvoiceAmount,
  invoiceDate: i.invoiceDate,
  receiptDate: i.receiptDate,
  type: i.type,
  content: i.content,
  taxRate: i.taxRate,
  taxes: i.taxes,
  attach: toFieldFiles(i.attach),
  remark: i.remark,
});

const money: Column<Invoice>[] = [
  moneyColumn('currInvoiceAmount', { width: 140 }),
  moneyColumn('currArrivedAmount', { width: 140 }),
  moneyColumn('currUnArriveAmount', { width: 140 }),
  dictColumn('status', 'fpzt', { width: 90 }),
  { key: 'invoiceDate', width: 160 },
  { key: 'nums', width: 160 },
  { key: 'attach', width: 160, exportAs: { part: 'name' }, render: (i) => createElement(AttachmentNames, { items: i.attach }) },
  { key: 'createUserName', width: 90 },
  { key: 'createTime', width: 160 },
];

const search: SearchField[] = [
  { name: 'name', kind: 'text' },
  { name: 'status', kind: 'dict', code: 'fpzt' },
];

/** A voided invoice is kept as it was voided: no edit, supplement or removal (the server refuses them too). */
const notVoided = (i: Invoice) => i.status !== INVOICE_STATUS.voided;

function supplement(endpoint: typeof ownerInvoiceEndpoints.supplement, permission: string): FormAction<Invoice> {
  return {
    kind: 'form',
    key: 'supplement',
    label: 'resources.ownerInvoices.actions.supplement',
    permission,
    visible: notVoided,
    schema: invoiceSupplementSchema.omit({ id: true }),
    Fields: SupplementFields,
    initial: ([i]) => ({ nums: i.nums, attach: toFieldFiles(i.attach) }),
    endpoint,
    params: (values, [i]) => ({ ...values, id: i.id }),
    testId: 'invoice-supplement',
  };
}

/** 作废: only an issued invoice (nothing arrived against it) is offered it; the server reads the arrivals again under its locks. */
function voidAction(resource: 'ownerInvoices' | 'platformInvoices', endpoint: typeof ownerInvoiceEndpoints.void, permission: string): ConfirmAction<Invoice> {
  return {
    kind: 'confirm',
    key: 'void',
    label: `resources.${resource}.actions.void`,
    message: `resources.${resource}.actions.voidConfirm`,
    permission,
    visible: (i) => i.status === INVOICE_STATUS.issued,
    endpoint,
    params: ([i]) => ({ id: i.id }),
    testId: 'invoice-void',
  };
}

/** 业主发票 (/finance/invoice, spec 2 §2–§5): the organisation's owner invoices — add, edit (amount locked), view, supplement, remove. */
export const ownerInvoices: ResourceDescriptor<Invoice, InvoiceValues> = {
  name: 'ownerInvoices',
  invalidates: CONTRACT_STALE_KEYS,
  endpoints: { page: ownerInvoiceEndpoints.page, detail: ownerInvoiceEndpoints.detail },
  modes: {
    add: { endpoint: ownerInvoiceEndpoints.submit, schema: ownerInvoiceSchema, permission: OWNER_INVOICE_BUTTONS.add },
    edit: { endpoint: ownerInvoiceEndpoints.submit, schema: ownerInvoiceSchema, permission: OWNER_INVOICE_BUTTONS.edit, visible: notVoided },
    view: {},
  },
  remove: { endpoint: ownerInvoiceEndpoints.remove, permission: OWNER_INVOICE_BUTTONS.remove, visible: notVoided, params: (ids) => ({ ids: ids.join(',') }) },
  rowActions: [
    supplement(ownerInvoiceEndpoints.supplement, OWNER_INVOICE_BUTTONS.supplement),
    voidAction('ownerInvoices', ownerInvoiceEndpoints.void, OWNER_INVOICE_BUTTONS.void),
    ...printActions<Invoice>('/print/owner-invoice', (i) => i.name),
  ],
  // 打印 and 导出PDF go under 更多: the row keeps room for the amounts.
  rowButtonsInline: 6,
  columns: [{ key: 'name', width: 180 }, { key: 'yzName', width: 200 }, ...money],
  search,
  empty: EMPTY,
  toValues,
  Fields: OwnerInvoiceFields,
};

/** 平台发票 (/finance/platform-invoice): invoices on platform and project-management contracts. */
export const platformInvoices: ResourceDescriptor<Invoice, InvoiceValues> = {
  name: 'platformInvoices',
  invalidates: CONTRACT_STALE_KEYS,
  endpoints: { page: platformInvoiceEndpoints.page, detail: platformInvoiceEndpoints.detail },
  modes: {
    add: { endpoint: platformInvoiceEndpoints.submit, schema: platformInvoiceSchema, permission: PLATFORM_INVOICE_BUTTONS.add },
    edit: { endpoint: platformInvoiceEndpoints.submit, schema: platformInvoiceSchema, permission: PLATFORM_INVOICE_BUTTONS.edit, visible: notVoided },
    view: {},
  },
  remove: { endpoint: platformInvoiceEndpoints.remove, permission: PLATFORM_INVOICE_BUTTONS.remove, visible: notVoided, params: (ids) => ({ ids: ids.join(',') }) },
  rowActions: [
    { ...supplement(platformInvoiceEndpoints.supplement, PLATFORM_INVOICE_BUTTONS.supplement), label: 'resources.platformInvoices.actions.supplement' },
    voidAction('platformInvoices', platformInvoiceEndpoints.void, PLATFORM_INVOICE_BUTTONS.void),
    ...printActions<Invoice>('/print/platform-invoice', (i) => i.name),
  ],
  rowButtonsInline: 6,
  columns: [{ key: 'name', width: 180 }, { key: 'ptName', width: 200 }, { key: 'yzName', width: 200 }, ...money],
  search,
  empty: EMPTY,
  toValues,
  Fields: PlatformInvoiceFields,
};
