import { Button, Caption1, Field, makeStyles, ProgressBar, Text, tokens, Tooltip } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular, DocumentRegular } from '@fluentui/react-icons';
import { clipName, formatFileSize, type ShotUploadKind } from '@shared/domain/upload';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaliseMessage } from '../../../i18n/useLocaliseMessage';
import { useFieldUploads, type FieldFile } from './useFieldUploads';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: `${tokens.spacingVerticalXS} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  name: { flexGrow: 1, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  progress: { width: '160px' },
});

/**
 * Documents: invoice attachments, feedback attachments, tender documents, and large attachments
 * (phase outcome and publication, up to 2 GB), which go through the file manager's resumable queue.
 */
export function AttachmentField({
  kind,
  label,
  value,
  onChange,
  testId,
  error,
  disabled,
  required,
  onBusyChange,
}: {
  kind: 'invoice' | 'feedback' | 'tender' | 'contractScan' | 'largeAttachment' | ShotUploadKind;
  label: string;
  value: FieldFile[];
  onChange(next: FieldFile[]): void;
  testId?: string;
  /** The form's own message for the field (its schema's), shown when no upload has one. */
  error?: string;
  disabled?: boolean;
  /** Marks the label as required (the form's schema holds the rule). */
  required?: boolean;
  /** Told when uploads start and end, so a form can hold its submit until the links are known. */
  onBusyChange?(busy: boolean): void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const field = useFieldUploads(kind, value, onChange);
  const busy = field.pending.length > 0;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  const message = field.error ? localise(field.error) : error;
  return (
    <Field label={label} required={required} hint={t('uploads.fields.hint', field.hint)} validationMessage={message} data-testid={testId}>
      <div>
        <Button icon={<ArrowUploadRegular />} disabled={disabled} onClick={() => void field.choose()} data-testid="field-choose">
          {t('uploads.fields.choose')}
        </Button>
        {value.length + field.pending.length > 0 && (
          <ul className={styles.list}>
            {[...value, ...field.pending].map((file) => {
              const item = typeof file.pending === 'string' ? field.progressOf(file.pending) : undefined;
              return (
                <li key={file.key} className={styles.row} data-testid="field-file">
                  <DocumentRegular aria-hidden />
                  <Text className={styles.name} title={file.name}>
                    {clipName(file.name)}
                  </Text>
                  <Caption1 className={styles.muted}>{formatFileSize(file.size)}</Caption1>
                  {file.pending ? (
                    <>
                      <ProgressBar className={styles.progress} value={item ? item.prog / 100 : undefined} />
                      <Caption1 className={styles.muted}>{item ? `${item.prog}%` : t('uploads.fields.uploading')}</Caption1>
                    </>
                  ) : (
                    <Tooltip content={t('uploads.fields.remove')} relationship="label">
                      <Button appearance="subtle" size="small" icon={<DeleteRegular />} disabled={disabled} onClick={() => field.remove(file.key)} />
                    </Tooltip>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Field>
  );
}
