import { contractOwnerEndpoints, type OwnerContractPageQuery } from '@shared/api/contractOwnerEndpoints';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { OTHER_FEE_LIMITS, otherFeeChange } from '@shared/domain/financeOtherFee';
import { ComputedField, DateTimeField, MoneyField, ReferencePicker, SelectField, TextField } from '../../crud/fields';
import type { FieldsProps } from '../../crud/types';
import { VoucherAttachmentsField } from '../../crud/fields/VoucherAttachmentsField';

/** The owner contract's figures the form shows read-only once it is picked (spec 2 §3 "Other expense"). */
export const OWNER_FEE_FIGURES = [
  'yzCode',
  'yz_currContractAmount',
  'platformFee',
  'sysFee',
  'bizFee',
  'projectCostFee',
  'productContractAmount',
  'resourceContractAmount',
  'otherFeeAmount',
  'costSurplus',
] as const;

/** An owner contract's figures in the form's names (the owner list answers otherAmount for the expenses' total). */
const figuresOf = (o: OwnerContract): Record<(typeof OWNER_FEE_FIGURES)[number], string> => ({
  yzCode: o.code,
  yz_currContractAmount: o.currContractAmount,
  platformFee: o.platformFee,
  sysFee: o.sysFee,
  bizFee: o.bizFee,
  projectCostFee: o.projectCostFee,
  productContractAmount: o.productContractAmount,
  resourceContractAmount: o.resourceContractAmount,
  otherFeeAmount: o.otherAmount,
  costSurplus: o.costSurplus,
});

/**
 * The other expense's drawer (spec 2 §3, §5): the owner contract picked from the organisation's owner
 * contracts fills its figures read-only; the amount is checked against the remaining project cost
 * as typed (the whole amount when adding, the change against the amount now when editing — shown live).
 */
export function OtherFeeFields({ mode }: FieldsProps) {
  const editing = mode === 'edit' || mode === 'view';
  return (
    <>
      <ReferencePicker<OwnerContract, Partial<OwnerContractPageQuery>>
        name="contractOwnerId"
        nameField="yzName"
        required
        wide
        readOnly={mode !== 'add'}
        endpoint={contractOwnerEndpoints.page}
        search="name"
        value={(o) => o.id}
        label={(o) => o.name}
        detail={(o) => o.code}
        testId="other-fee-owner"
        onPick={(o, form) => {
          for (const [k, v] of Object.entries(figuresOf(o))) form.setValue(k, v ?? '');
        }}
      />
      {OWNER_FEE_FIGURES.map((name) => (
        <TextField key={name} name={name} readOnly />
      ))}
      <SelectField name="disburseType" required dictionary="zclx" />
      <DateTimeField name="disburseDate" required />
      <MoneyField name="disburseAmount" required />
      {editing && <ComputedField name="changeAmount" formula={otherFeeChange} suffix="yuan" />}
      <TextField name="disburseExp" required wide multiline max={OTHER_FEE_LIMITS.exp} />
      <VoucherAttachmentsField name="payVoucher" testId="other-fee-voucher" />
      <TextField name="remark" wide multiline max={OTHER_FEE_LIMITS.remark} />
    </>
  );
}
