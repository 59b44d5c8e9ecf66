import type { ArchiveAttachment } from '@shared/domain/projectArchive';
import { clipName } from '@shared/domain/upload';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError, useFieldStyles, useLabel } from '../../crud/fields/common';
import { useCrudForm } from '../../crud/formContext';
import { AttachmentLinks } from '../../features/uploads/AttachmentLinks';
import { AttachmentField, type FieldFile } from '../../features/uploads/fields';

/** A record's attachments as the upload field holds them (the registry's id kept with each). */
export const toFieldFiles = (items: ArchiveAttachment[]): FieldFile[] => items.map((i) => ({ key: i.attachId, name: i.name, size: i.size, link: i.link, attachId: i.attachId }));

/** A list cell: the attachments' names, clipped, the whole list on hover. */
export function AttachmentNames({ items }: { items: ArchiveAttachment[] }) {
  const names = items.map((i) => i.name);
  return <span title={names.join('\n')}>{names.map((n) => clipName(n, 24)).join(', ')}</span>;
}

/**
 * The form's attachments: the upload field while adding (its kind's count, type and size rules, the
 * schema's 请选择附件), the stored files offered for download when viewing. `onPicked` sees each change.
 */
export function ArchiveAttachmentsField(props: { name: string; kind: 'tender' | 'largeAttachment' | 'contractScan' | 'invoice'; testId: string; required?: boolean; onPicked?: (files: FieldFile[]) => void }) {
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
            <AttachmentField
              kind={props.kind}
              label={label}
              required={props.required}
              value={field.value ?? []}
              error={error}
              testId={props.testId}
              onChange={(files) => {
                field.onChange(files);
                props.onPicked?.(files);
              }}
            />
          )
        }
      />
    </div>
  );
}
