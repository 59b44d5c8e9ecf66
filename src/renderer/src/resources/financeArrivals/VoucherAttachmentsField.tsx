import { Field } from '@fluentui/react-components';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError, useFieldStyles, useLabel } from '../../crud/fields/common';
import { useCrudForm } from '../../crud/formContext';
import type { FieldFile } from '../../features/uploads/fields';
import { VoucherField } from '../../features/uploads/fields/ImageFields';

/**
 * Receipt vouchers (upload kind `voucher`: jpg/jpeg/png up to 5 MB, at most 10), stored as the
 * archive attachments are ({attachId, name, link, size}); read-only images when viewing.
 */
export function VoucherAttachmentsField(props: { name: string; testId: string; required?: boolean }) {
  const { control } = useFormContext();
  const { mode } = useCrudForm();
  const label = useLabel(props.name);
  const error = useFieldError(props.name);
  const styles = useFieldStyles();
  return (
    <div className={styles.wide}>
      <Controller
        name={props.name}
        control={control}
        render={({ field }) => (
          <Field validationMessage={error}>
            <VoucherField label={label} required={props.required} value={(field.value ?? []) as FieldFile[]} onChange={field.onChange} testId={props.testId} disabled={mode === 'view'} />
          </Field>
        )}
      />
    </div>
  );
}
