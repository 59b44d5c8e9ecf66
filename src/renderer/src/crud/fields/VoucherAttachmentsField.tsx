import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError, useFieldStyles, useLabel } from './common';
import { useCrudForm } from '../formContext';
import { VoucherField, type FieldFile } from '../../features/uploads/fields';

/**
 * Payment and receipt vouchers (the `voucher` upload kind: images, 5 MB, up to 10) kept as
 * `{attachId, name, link, size}` like ArchiveAttachmentsField keeps its files; read-only when viewing.
 * The field's message (请上传…) is the shared schema's.
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
          <>
            <VoucherField label={label} required={props.required} value={(field.value ?? []) as FieldFile[]} onChange={field.onChange} testId={props.testId} disabled={mode === 'view'} />
            {error && <span role="alert">{error}</span>}
          </>
        )}
      />
    </div>
  );
}
