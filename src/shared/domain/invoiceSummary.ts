/**
 * The invoice summary of a contract (spec 2 §3 "Invoice" summary fields; issue 17): one formula fed
 * by SQL sums — the contract amount, its invoices' total (not voided), all money arrived on it and the
 * money arrived against its counted invoices. Rates are percentages with two decimals (a zero whole
 * gives '0.00'): invoiced and arrived against the contract amount, arrived and not arrived against
 * invoices against what was invoiced.
 */
import { percentOf, subtractMoney, type MoneyInput } from './money';

export interface InvoiceSummary {
  contractAmount: string;
  arrivedAmount: string;
  unArrivedAmount: string;
  invoiceAmount: string;
  invoiceRate: string;
  invoiceArrivedAmount: string;
  invoiceArrivedRate: string;
  invoiceUnArrivedAmount: string;
  invoiceUnArrivedRate: string;
  unInvoiceAmount: string;
}

/** What the add form reads when a contract is picked: the summary, the largest new invoice and whether the project is direct. */
export interface InvoiceContractSummary extends InvoiceSummary {
  maxAvailable: string;
  isDirect: number;
}

export const INVOICE_SUMMARY_FIELDS = [
  'contractAmount',
  'invoiceAmount',
  'invoiceRate',
  'invoiceArrivedAmount',
  'invoiceArrivedRate',
  'invoiceUnArrivedAmount',
  'invoiceUnArrivedRate',
  'unInvoiceAmount',
  'arrivedAmount',
  'unArrivedAmount',
] as const satisfies readonly (keyof InvoiceSummary)[];

export function invoiceSummary(v: { contractAmount: MoneyInput; invoiceAmount: MoneyInput; arrivedAmount: MoneyInput; invoiceArrivedAmount: MoneyInput }): InvoiceSummary {
  const invoiceUnArrivedAmount = subtractMoney(v.invoiceAmount, v.invoiceArrivedAmount);
  return {
    contractAmount: subtractMoney(v.contractAmount),
    arrivedAmount: subtractMoney(v.arrivedAmount),
    unArrivedAmount: subtractMoney(v.contractAmount, v.arrivedAmount),
    invoiceAmount: subtractMoney(v.invoiceAmount),
    invoiceRate: percentOf(v.invoiceAmount, v.contractAmount),
    invoiceArrivedAmount: subtractMoney(v.invoiceArrivedAmount),
    invoiceArrivedRate: percentOf(v.invoiceArrivedAmount, v.invoiceAmount),
    invoiceUnArrivedAmount,
    invoiceUnArrivedRate: percentOf(invoiceUnArrivedAmount, v.invoiceAmount),
    unInvoiceAmount: subtractMoney(v.contractAmount, v.invoiceAmount),
  };
}
