import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocaliseMessage } from '../../../i18n/useLocaliseMessage';
import { Thumbnail } from './Thumbnail';
import { useFieldUploads, type FieldFile } from './useFieldUploads';

const useStyles = makeStyles({
  grid: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  add: {
    width: '104px',
    height: '104px',
    minWidth: '104px',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground3,
  },
});

interface ImageFieldProps {
  label: string;
  value: FieldFile[];
  onChange(next: FieldFile[]): void;
  testId?: string;
  /** Marks the label; the form's schema decides whether an empty field may be saved. */
  required?: boolean;
  /** A read-only form (view, an archived record): the images show, nothing is added or removed. */
  disabled?: boolean;
}

function ImageField({ kind, label, value, onChange, testId, required, disabled }: ImageFieldProps & { kind: 'singleImage' | 'logo' | 'imageList' | 'voucher' }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const field = useFieldUploads(kind, value, onChange);
  const full = value.length + field.pending.length >= field.rule.maxFiles;
  return (
    <Field label={label} required={required} hint={t('uploads.fields.hint', field.hint)} validationMessage={field.error ? localise(field.error) : undefined} data-testid={testId}>
      <div className={styles.grid}>
        {value.map((file) => (
          <Thumbnail key={file.key} file={file} onRemove={disabled ? undefined : () => field.remove(file.key)} />
        ))}
        {field.pending.map((file) => (
          <Thumbnail key={file.key} file={file} />
        ))}
        {/* A single image keeps its button: a second choice is told to delete the first (请先删除后再上传!). */}
        {!disabled && (!full || kind === 'singleImage' || kind === 'logo') && (
          <Button className={styles.add} appearance="outline" onClick={() => void field.choose()} data-testid="field-choose">
            <AddRegular fontSize={24} />
            <Text size={200}>{t('uploads.fields.chooseImage')}</Text>
          </Button>
        )}
      </div>
    </Field>
  );
}

/** Logo or licence: one jpg, jpeg or png up to 10 MB. */
export function SingleImageField(props: ImageFieldProps) {
  return <ImageField kind="singleImage" {...props} />;
}

/** The platform logo (system settings): one jpg, jpeg or png up to 1 MB. */
export function LogoField(props: ImageFieldProps) {
  return <ImageField kind="logo" {...props} />;
}

/** Photos: at most 10 images of up to 10 MB each. */
export function ImageListField(props: ImageFieldProps) {
  return <ImageField kind="imageList" {...props} />;
}

/** Payment vouchers and receipts: up to 10 images of up to 5 MB each. */
export function VoucherField(props: ImageFieldProps) {
  return <ImageField kind="voucher" {...props} />;
}
