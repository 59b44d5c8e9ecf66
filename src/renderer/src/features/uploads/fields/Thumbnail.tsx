import { Button, Dialog, DialogBody, DialogSurface, DialogTitle, makeStyles, Spinner, tokens, Tooltip } from '@fluentui/react-components';
import { DeleteRegular, DismissRegular, ZoomInRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewQuery } from '../uploadQueries';
import type { FieldFile } from './useFieldUploads';

const useStyles = makeStyles({
  tile: {
    position: 'relative',
    width: '104px',
    height: '104px',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    ':hover > div': { opacity: 1 },
    ':focus-within > div': { opacity: 1 },
  },
  img: { width: '100%', height: '100%', objectFit: 'cover' },
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
    backgroundColor: 'rgba(0, 0, 0, 0.45)',
    opacity: 0,
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationFast,
  },
  light: { color: tokens.colorNeutralForegroundOnBrand },
  large: { maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' },
});

/** An uploaded image, fetched by the core (the page never reaches storage), with preview and delete. */
export function Thumbnail({ file, onRemove }: { file: FieldFile; onRemove?: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const preview = useQuery({ ...previewQuery(file.link), enabled: !!file.link && !file.pending });
  const src = preview.data ?? file.localUrl;
  return (
    <div className={styles.tile} data-testid="upload-thumbnail" title={file.name}>
      {src ? <img className={styles.img} src={src} alt={file.name} /> : <Spinner size="small" />}
      {!file.pending && (
        <div className={styles.overlay}>
          <Tooltip content={t('uploads.fields.preview')} relationship="label">
            <Button appearance="transparent" className={styles.light} icon={<ZoomInRegular />} onClick={() => setOpen(true)} data-testid="thumbnail-preview" />
          </Tooltip>
          {onRemove && (
            <Tooltip content={t('uploads.fields.remove')} relationship="label">
              <Button appearance="transparent" className={styles.light} icon={<DeleteRegular />} onClick={onRemove} data-testid="thumbnail-remove" />
            </Tooltip>
          )}
        </div>
      )}
      <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle action={<Button appearance="subtle" aria-label={t('uploads.actions.close')} icon={<DismissRegular />} onClick={() => setOpen(false)} />}>
              {file.name}
            </DialogTitle>
            {src && <img className={styles.large} src={src} alt={file.name} data-testid="preview-image" />}
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
