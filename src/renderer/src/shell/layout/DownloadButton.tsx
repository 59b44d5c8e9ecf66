import { makeStyles, Popover, PopoverSurface, PopoverTrigger, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { systemSettingsQuery } from '../shellQueries';
import { IconButton } from './IconButton';

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
  code: { padding: tokens.spacingHorizontalS, backgroundColor: '#ffffff', borderRadius: tokens.borderRadiusMedium, lineHeight: 0 },
  hint: { color: tokens.colorNeutralForeground3, maxWidth: '160px', textAlign: 'center' },
});

/** Spec 1 §2: a popover with a 126×126 QR code of the download page from system settings. */
export function DownloadButton() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { data } = useQuery(systemSettingsQuery());
  const url = data?.app_download_url ?? '';
  return (
    <Popover withArrow positioning="below" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <IconButton label={t('shell.layout.download')} icon={<ArrowDownloadRegular />} />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('shell.layout.download')}>
        {url ? (
          <>
            <span className={styles.code}>
              <QRCodeSVG value={url} size={126} level="M" role="img" aria-label={url} data-testid="download-qr" />
            </span>
            <Text size={200} className={styles.hint}>
              {t('shell.layout.downloadHint')}
            </Text>
          </>
        ) : (
          <Text size={200} className={styles.hint}>
            {t('shell.layout.downloadUnset')}
          </Text>
        )}
      </PopoverSurface>
    </Popover>
  );
}
