import { BANK_ACCOUNT_TYPES, BANK_CARD_LIMITS } from '@shared/domain/bankCard';
import { SelectField, TextField } from '../../crud/fields';
import { looseT } from '../../crud/looseT';

/** The bank card form (spec 3 §5): type, name ≤30, bank ≤30, account digits ≤20, default, remark ≤200. */
export function BankCardFields() {
  return (
    <>
      <SelectField name="accType" required options={BANK_ACCOUNT_TYPES.map((v) => ({ value: String(v), label: looseT(`resources.bankCards.accTypes.${v}`) }))} />
      <TextField name="accName" required max={BANK_CARD_LIMITS.accName} />
      <TextField name="openBank" required max={BANK_CARD_LIMITS.openBank} />
      <TextField name="bankAcc" required max={BANK_CARD_LIMITS.bankAcc} />
      <SelectField name="isDefault" required options={['1', '0'].map((value) => ({ value, label: looseT(`resources.bankCards.defaults.${value}`) }))} />
      <TextField name="remark" multiline max={BANK_CARD_LIMITS.remark} wide />
    </>
  );
}
