import type { BankCard } from '@shared/domain/bankCard';
import { defineFormula } from '@shared/domain/formula';
import { draftSubtract } from '@shared/domain/money';
import { partnerEndpoints } from '@shared/api/partnerEndpoints';
import { ComputedField, DateTimeField, MoneyField, ReferencePicker, TextField } from '../../crud/fields';
import { FinanceAttachmentsField } from './FinanceAttachmentsField';

/** The contract's figures the request form shows read-only (from the row the drawer was opened on). */
export const REQUEST_FIGURES = ['name', 'contractAmount', 'requestAmount', 'unRequestAmount', 'arriveBalance'] as const;
export const DESIGN_COMPANY = ['designCompanyName', 'designCompanyTaxNo', 'designCompanyTaxAddress', 'designCompanyEmail', 'designCompanyPhone'] as const;

/** What stays unrequested once this request goes through, live as the amount is typed. */
const afterRequest = defineFormula(['unRequestAfter'], (v) => ({ unRequestAfter: draftSubtract(v.unRequestAmount, v.currRequestAmount) }));

/**
 * 请款 (spec 2 §3, §5): the contract's figures and the design company the invoice goes to (the
 * organisation keeping the contract) read-only; amount, party B's own bank account, the invoice
 * attachments and the note. The server checks the amount against the same figures again.
 */
export function PaymentRequestFields() {
  return (
    <>
      {/* The contract's name as text; its amounts read-only in the amount field's look (two decimals, 元). */}
      {REQUEST_FIGURES.map((name) => (name === 'name' ? <TextField key={name} name={name} readOnly /> : <MoneyField key={name} name={name} readOnly />))}
      <ComputedField name="unRequestAfter" formula={afterRequest} suffix="yuan" />
      <MoneyField name="currRequestAmount" required />
      {DESIGN_COMPANY.map((name) => (
        <TextField key={name} name={name} readOnly required={name === 'designCompanyName'} />
      ))}
      <ReferencePicker<BankCard, { current?: number; size?: number; code?: string }>
        name="bankId"
        nameField="bankName"
        required
        endpoint={partnerEndpoints.bankCardPage}
        search="code"
        value={(b) => b.id}
        label={(b) => `${b.accName} ${b.bankAcc}`}
        detail={(b) => b.openBank}
        testId="request-bank"
      />
      <FinanceAttachmentsField name="invoiceAttach" kind="invoice" required testId="request-invoice" />
      <TextField name="requestRemark" required wide multiline max={200} />
    </>
  );
}

/** 付款: the request's unpaid amount read-only; actual amount, date, vouchers, remark. */
export function PaymentFields() {
  return (
    <>
      <TextField name="contractName" readOnly />
      <MoneyField name="currRequestAmount" readOnly />
      <MoneyField name="unpaidAmount" readOnly />
      <MoneyField name="realityAmount" required />
      <DateTimeField name="payDate" required />
      <FinanceAttachmentsField name="payVoucher" kind="voucher" required testId="payment-voucher" />
      <TextField name="remark" wide multiline max={200} />
    </>
  );
}
