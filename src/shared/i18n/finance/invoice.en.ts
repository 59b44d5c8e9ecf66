/** English twin of invoice.zh.ts. */
import type { INVOICE_MESSAGES } from '../../domain/invoice';

const fields = {
  contractOwnerId: 'Owner contract',
  contractPlatformId: 'Platform / project-management contract',
  yzName: 'Owner contract',
  yzCode: 'Owner contract no.',
  ptName: 'Platform / project-management contract',
  ptCode: 'Platform contract no.',
  name: 'Invoice name',
  code: 'Invoice code',
  status: 'Invoice status',
  currInvoiceAmount: 'Invoice amount',
  currArrivedAmount: 'Arrived on this invoice',
  currUnArriveAmount: 'Not yet arrived on this invoice',
  invoiceDate: 'Invoice date',
  receiptDate: 'Expected receipt date',
  type: 'Invoice type',
  taxRate: 'Tax rate',
  taxes: 'Taxes',
  content: 'Invoice content',
  nums: 'Invoice numbers',
  attach: 'Invoice attachments',
  remark: 'Remark',
  contractAmount: 'Contract amount',
  invoiceAmount: 'Invoiced total',
  unInvoiceAmount: 'Not invoiced',
  maxAvailable: 'Largest amount for this invoice',
  invoiceRate: 'Invoiced share',
  invoiceArrivedAmount: 'Arrived against invoices',
  invoiceArrivedRate: 'Arrived share of invoiced',
  invoiceUnArrivedAmount: 'Invoiced, not arrived',
  invoiceUnArrivedRate: 'Not-arrived share of invoiced',
  arrivedAmount: 'Arrived total',
  unArrivedAmount: 'Not arrived total',
  createUserName: 'Created by',
  createTime: 'Created at',
} as const;

const actions = { supplement: 'Supplement', summary: 'Invoice summary', void: 'Void', voidConfirm: 'A voided invoice no longer counts as invoiced and can no longer be changed or removed. Void it?' };

const messages: Record<keyof typeof INVOICE_MESSAGES, string> = {
  amountOwner: '0 < invoice amount ≤ not-invoiced total',
  amountPlatform: '0 < amount of this invoice ≤ not-invoiced total',
  maxAvailable: '0 < invoice amount ≤ largest amount for this invoice',
  nums: 'Enter the invoice numbers, separated by Chinese commas (，), up to 500 characters',
  notFound: 'The invoice does not exist or was removed',
  platformNotFound: 'The platform contract does not exist or was removed',
  arrived: 'Money has arrived against this invoice: it cannot be removed',
  alreadyVoided: 'This invoice is already voided',
  voidArrived: 'Money has arrived against this invoice: it cannot be voided',
  voidedLocked: 'A voided invoice can no longer be changed or removed',
};

export const financeInvoiceEn = {
  resources: {
    ownerInvoices: { name: 'owner invoice', tab: 'Owner invoices', fields, actions },
    platformInvoices: { name: 'platform invoice', tab: 'Platform invoices', fields: { ...fields, currInvoiceAmount: 'Amount of this invoice' }, actions },
    invoiceSupplement: { name: 'Supplement invoice', fields: { nums: 'Invoice numbers', attach: 'Invoice attachments' } },
  },
  messages: { financeInvoice: messages },
} as const;
