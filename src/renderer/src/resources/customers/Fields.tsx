import { Field, Input } from '@fluentui/react-components';
import { CUSTOMER_LIMITS } from '@shared/domain/customer';
import { useTranslation } from 'react-i18next';
import { useCrudForm } from '../../crud/CrudForm';
import { CreatorBlock, RegionField, TextField } from '../../crud/fields';
import type { FieldsProps } from '../../crud/types';
import { useLooseT } from '../../crud/looseT';

/** The customer form, for add, edit and view; the status is read-only (new records start at 0). */
export function CustomerFields({ mode }: FieldsProps) {
  const { t } = useTranslation();
  const lt = useLooseT();
  const { record } = useCrudForm();
  return (
    <>
      <TextField name="compName" required max={CUSTOMER_LIMITS.compName} />
      <TextField name="legal" required max={mode === 'edit' ? CUSTOMER_LIMITS.legalEdit : CUSTOMER_LIMITS.legal} />
      <RegionField name="areaCode" required wide />
      <TextField name="contacts" required max={CUSTOMER_LIMITS.contacts} />
      <TextField name="phone" required />
      <TextField name="wechat" max={CUSTOMER_LIMITS.wechat} />
      <TextField name="qq" />
      <TextField name="email" max={CUSTOMER_LIMITS.email} />
      <Field label={t('resources.customers.fields.status')}>
        <Input readOnly value={lt(`resources.customers.statuses.${(record?.status as number | undefined) ?? 0}`)} data-testid="customer-status" />
      </Field>
      <TextField name="remark" multiline max={CUSTOMER_LIMITS.remark} />
      <CreatorBlock />
    </>
  );
}
