import { Field } from '@fluentui/react-components';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError, useFieldStyles, useLabel } from '../../crud/fields/common';
import { AttachmentField, VoucherField, type FieldFile } from '../../features/uploads/fields';

/**
 * An upload field of the finance kinds (invoice: pdf and images up to 20; voucher: images up to 10),
 * held as the upload field's files (each with its attachId, which the shared schema reads). Kept here
 * rather than widening projectArchives' field, which other parts edit at the same time.
 */
export function FinanceAttachmentsField(props: { name: string; kind: 'invoice' | 'voucher'; testId: string; required?: boolean }) {
  const { control } = useFormContext();
  const label = useLabel(props.name);
  const error = useFieldError(props.name);
  const styles = useFieldStyles();
  return (
    <div className={styles.wide}>
      <Controller
        name={props.name}
        control={control}
        render={({ field }) =>
          props.kind === 'voucher' ? (
            // The image field shows only its own upload errors: the form's message (请上传付款凭证) goes
            // under it in the look of every other field's message, not into its label.
            <Field validationMessage={error} validationState={error ? 'error' : 'none'}>
              <VoucherField label={label} required={props.required} value={(field.value ?? []) as FieldFile[]} testId={props.testId} onChange={(files) => field.onChange(files)} />
            </Field>
          ) : (
          <AttachmentField kind={props.kind} label={label} required={props.required} value={(field.value ?? []) as FieldFile[]} error={error} testId={props.testId} onChange={(files) => field.onChange(files)} />
          )
        }
      />
    </div>
  );
}
