import { DEPOSIT_LIMITS, refundRemainingFormula } from '@shared/domain/financeDeposit';
import { ComputedField, DateTimeField, MoneyField, SelectField, TextField } from '../../crud/fields';
import type { FieldsProps } from '../../crud/types';
import { VoucherAttachmentsField } from '../../crud/fields/VoucherAttachmentsField';
import { TenderPicker } from '../financeTenders/TenderPicker';

/**
 * The deposit form (spec 2 §3, §5): type (bzjlx), the organisation's tender it is for (the app's one
 * tender picker; its guarantee fills the amount, still editable), receiving unit, actual pay date,
 * vouchers; the status (bzjzt) shows read-only. A deposit is recorded as paid: its pay date and
 * voucher are required.
 */
export function BidDepositFields({ mode }: FieldsProps) {
  return (
    <>
      <SelectField name="depositType" required dictionary="bzjlx" />
      <TenderPicker
        name="bidId"
        nameField="bidName"
        required
        wide
        testId="deposit"
        onPick={(t, form) => {
          form.setValue('purchasingCode', t.purchasingCode);
          form.setValue('guarantee', t.guarantee);
        }}
      />
      <TextField name="purchasingCode" readOnly />
      {mode !== 'add' && <SelectField name="status" readOnly dictionary="bzjzt" />}
      <TextField name="receiptUnitName" required max={DEPOSIT_LIMITS.receiptUnitName} />
      <MoneyField name="guarantee" />
      <DateTimeField name="payDate" required />
      <VoucherAttachmentsField name="payVoucher" required testId="deposit-pay-voucher" />
      <TextField name="payRemark" wide multiline max={DEPOSIT_LIMITS.payRemark} />
    </>
  );
}

/** The refund form (spec 2 §5): 0 < amount ≤ not returned; what stays to return after it, live. */
export function DepositRefundFields() {
  return (
    <>
      <TextField name="bidName" wide readOnly />
      <TextField name="depositAmount" readOnly />
      <TextField name="unRestitutionAmount" readOnly />
      <MoneyField name="arriveAmount" required />
      <ComputedField name="remainingAfter" formula={refundRemainingFormula} suffix="yuan" />
      <DateTimeField name="arriveDate" required />
      <VoucherAttachmentsField name="receiptVoucher" required testId="deposit-receipt-voucher" />
      <TextField name="remark" wide multiline max={DEPOSIT_LIMITS.remark} />
    </>
  );
}
