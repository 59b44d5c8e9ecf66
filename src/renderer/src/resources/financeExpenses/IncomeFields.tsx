import { useQuery } from '@tanstack/react-query';
import { partnerEndpoints } from '@shared/api/partnerEndpoints';
import type { BankCard } from '@shared/domain/bankCard';
import { INCOME_LIMITS } from '@shared/domain/financeIncome';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { userInfoQuery } from '../../api/sessionQueries';
import { CreatorBlock, DateTimeField, MoneyField, ReferencePicker, SelectField, TextField } from '../../crud/fields';
import type { FieldsProps } from '../../crud/types';
import { VoucherAttachmentsField } from '../../crud/fields/VoucherAttachmentsField';

/**
 * The income drawer (spec 2 §3, §5): the receiving unit is the signed-in person's organisation; the
 * account name picks one of its bank cards and fills the account and bank; the creator block shows
 * who records it. The server stores the card's values as they are, whatever is typed here.
 */
export function IncomeFields({ mode }: FieldsProps) {
  const me = useQuery(userInfoQuery()).data;
  const form = useFormContext();
  const adding = mode === 'add';
  useEffect(() => {
    if (!adding || !me) return;
    if (!form.getValues('incomeCompanyId')) {
      form.setValue('incomeCompanyId', me.tenantId);
      form.setValue('incomeCompanyName', me.orgName ?? '');
    }
  }, [adding, me, form]);
  return (
    <>
      <SelectField name="incomeType" required dictionary="srlx" />
      <TextField name="payCompanyName" required max={INCOME_LIMITS.payCompanyName} />
      <TextField name="incomeCompanyName" required readOnly />
      <ReferencePicker<BankCard, { current?: number; size?: number }>
        name="incomeBankId"
        nameField="incomeBankName"
        required
        endpoint={partnerEndpoints.bankCardPage}
        value={(c) => c.id}
        label={(c) => c.accName}
        detail={(c) => c.bankAcc}
        testId="income-bank"
        onPick={(c, f) => {
          f.setValue('incomeBankName', c.accName);
          f.setValue('incomeBankCard', c.bankAcc);
          f.setValue('incomeBankOpen', c.openBank);
        }}
      />
      <TextField name="incomeBankCard" required readOnly />
      <TextField name="incomeBankOpen" required readOnly />
      <DateTimeField name="incomeDate" required />
      <MoneyField name="incomeAmount" required />
      <VoucherAttachmentsField name="incomeVoucher" testId="income-voucher" />
      <TextField name="remark" wide multiline max={INCOME_LIMITS.remark} />
      <CreatorBlock />
    </>
  );
}
