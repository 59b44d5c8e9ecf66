import { COOPERATION_FEE_LIMITS, feeReturnFormula } from '@shared/domain/financeCooperationFee';
import { ComputedField, DateTimeField, MoneyField, TextField } from '../../crud/fields';
import type { FieldsProps } from '../../crud/types';
import { VoucherAttachmentsField } from '../../crud/fields/VoucherAttachmentsField';
import { OwnBankPicker, OwnCompanyField } from './BankPicker';

/** The payment form (spec 2 §3, §5 cooperation fee): the organisation and its card pay the receiving company. */
export function CooperationFeeFields({ mode }: FieldsProps) {
  const viewing = mode === 'view';
  return (
    <>
      <OwnCompanyField name="payCompanyId" />
      <OwnBankPicker prefix="pay" testId="fee" />
      <TextField name="receiptCompanyName" required max={COOPERATION_FEE_LIMITS.receiptCompanyName} />
      <MoneyField name="payAmount" required />
      <DateTimeField name="payDate" required />
      <TextField name="payMatter" required wide multiline max={COOPERATION_FEE_LIMITS.payMatter} />
      <VoucherAttachmentsField name="payVoucher" testId="fee-pay-voucher" />
      <TextField name="remark" wide multiline max={COOPERATION_FEE_LIMITS.remark} />
      {viewing && <ReturnedFields />}
    </>
  );
}

/** The return as recorded (view mode of a returned fee). */
function ReturnedFields() {
  return (
    <>
      <TextField name="restitutionDate" readOnly />
      <TextField name="deductAmount" readOnly />
      <TextField name="restitutionAmount" readOnly />
      <TextField name="restitutionBankName" readOnly />
      <TextField name="deductReason" wide readOnly />
    </>
  );
}

/**
 * The return form (spec 2 §5): date, deduction, the returned amount computed live as paid −
 * deduction (the server recomputes it), the organisation's card it comes back to, reason, voucher.
 */
export function CooperationFeeReturnFields() {
  return (
    <>
      <TextField name="receiptCompanyName" readOnly />
      <TextField name="payAmount" readOnly />
      <DateTimeField name="restitutionDate" required />
      <MoneyField name="deductAmount" required />
      <ComputedField name="restitutionAmount" formula={feeReturnFormula} suffix="yuan" />
      <OwnCompanyField name="restitutionCompanyId" />
      <OwnBankPicker prefix="restitution" testId="fee" />
      <TextField name="deductReason" wide multiline max={COOPERATION_FEE_LIMITS.deductReason} />
      <VoucherAttachmentsField name="restitutionVoucher" testId="fee-return-voucher" />
    </>
  );
}
