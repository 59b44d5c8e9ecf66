import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError, useFieldStyles, useLabel } from '../../crud/fields/common';
import { useCrudForm } from '../../crud/formContext';
import { VoucherField } from '../../features/uploads/fields';

/**
 * A form's payment or receipt vouchers (upload kind `voucher`: jpg/jpeg/png up to 5 MB, up to 10),
 * kept as the records keep attachments ({attachId, name, link, size}); read-only when viewing.
 * (ArchiveAttachmentsField takes only document kinds; vouchers are images.)
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
        render={({ field }) => <VoucherField label={label} required={props.required} value={field.value ?? []} testId={props.testId} disabled={mode === 'view'} onChange={field.onChange} />}
      />
      {error && <span role="alert">{error}</span>}
    </div>
  );
}
