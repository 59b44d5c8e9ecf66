import { ownerInvoiceEndpoints, platformInvoiceEndpoints } from '@shared/api/financeInvoiceEndpoints';
import type { Invoice } from '@shared/domain/invoice';
import { createElement } from 'react';
import { DictLabel } from '../../crud/dictionary';
import { printFields } from './fields';
import type { PrintDescriptor, PrintField } from './types';

type F = PrintField<Invoice>;
const { money, date } = printFields<Invoice>();
const dict = (key: keyof Invoice & string, code: string): F => ({ key, show: (i) => createElement(DictLabel, { code, value: i[key] }) });

/** An invoice's fields: itself, its contract(s), its money and dates; the tax lines of a direct project only, as its form shows them. */
function invoiceFields(platform: boolean) {
  return (i: Invoice): F[] => [
    { key: 'name' },
    dict('status', 'fpzt'),
    { key: 'code' },
    { key: 'nums' },
    ...(platform ? [{ key: 'ptName' }, { key: 'ptCode' }] : []),
    { key: 'yzName' },
    { key: 'yzCode' },
    money('contractAmount'),
    money('currInvoiceAmount'),
    money('currArrivedAmount'),
    money('currUnArriveAmount'),
    date('invoiceDate'),
    ...(i.isDirect ? [date('receiptDate'), dict('type', 'fplx'), { key: 'taxRate', kind: 'percent' as const }, money('taxes'), { key: 'content', wide: true }] : []),
    { key: 'createUserName' },
    date('createTime'),
    { key: 'remark', wide: true },
  ];
}

export const ownerInvoicePrint: PrintDescriptor<Invoice> = {
  kind: 'owner-invoice',
  detail: ownerInvoiceEndpoints.detail,
  title: 'resources.print.titles.ownerInvoice',
  labels: 'resources.ownerInvoices.fields',
  name: (i) => i.name,
  fields: invoiceFields(false),
};

export const platformInvoicePrint: PrintDescriptor<Invoice> = {
  kind: 'platform-invoice',
  detail: platformInvoiceEndpoints.detail,
  title: 'resources.print.titles.platformInvoice',
  labels: 'resources.platformInvoices.fields',
  name: (i) => i.name,
  fields: invoiceFields(true),
};
