import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError, useFieldStyles, useLabel } from '../../crud/fields/common';
import { useCrudForm } from '../../crud/formContext';
import { AttachmentLinks } from '../../features/uploads/AttachmentLinks';
import { AttachmentField, type FieldFile } from '../../features/uploads/fields';

/** The contract's scans (upload kind contractScan: pdf and images, 100 MB, up to 10); links to download when viewing. */
export function ScanField(props: { name: string; required?: boolean; testId: string }) {
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
        render={({ field }) =>
          mode === 'view' ? (
            <AttachmentLinks label={label} links={((field.value ?? []) as FieldFile[]).map((f) => f.link)} testId={props.testId} />
          ) : (
            <AttachmentField kind="contractScan" label={label} required={props.required} value={field.value ?? []} error={error} testId={props.testId} onChange={(files) => field.onChange(files)} />
          )
        }
      />
    </div>
  );
}
