import { ownerInvoiceEndpoints, platformInvoiceEndpoints } from '@shared/api/financeInvoiceEndpoints';
import type { Invoice } from '@shared/domain/invoice';
import { createElement } from 'react';
import { DictLabel } from '../../crud/dictionary';
import type { PrintDescriptor, PrintField } from './types';

type F = PrintField<Invoice>;
const money = (key: keyof Invoice & string): F => ({ key, kind: 'money' });
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
    { key: 'invoiceDate', kind: 'date' },
    ...(i.isDirect ? [{ key: 'receiptDate', kind: 'date' as const }, dict('type', 'fplx'), { key: 'taxRate', kind: 'percent' as const }, money('taxes'), { key: 'content', wide: true }] : []),
    { key: 'createUserName' },
    { key: 'createTime', kind: 'date' },
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
