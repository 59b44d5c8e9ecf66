import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentRegular } from '@fluentui/react-icons';
import { clipName, nameOfLink } from '@shared/domain/upload';
import { useTranslation } from 'react-i18next';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useAttachmentDownload } from './useAttachmentDownload';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  name: { minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Attachments a record keeps as links (feedback's `file`), read-only: each named from its link and
 * downloaded through the core, with the download permission's message when it is refused.
 */
export function AttachmentLinks({ label, links, testId }: { label: string; links: string[]; testId?: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const { download, message } = useAttachmentDownload();
  return (
    <Field label={label} validationState={message ? 'warning' : 'none'} validationMessage={message ? localise(message) : undefined} data-testid={testId}>
      {links.length === 0 ? (
        <Text className={styles.muted}>{t('uploads.fields.none')}</Text>
      ) : (
        <ul className={styles.list}>
          {links.map((link, i) => {
            const name = nameOfLink(link);
            return (
              <li key={`${i}:${link}`} className={styles.row} data-testid="attachment-link">
                <DocumentRegular aria-hidden />
                <Text className={styles.name} title={name}>
                  {clipName(name)}
                </Text>
                <Button size="small" appearance="subtle" icon={<ArrowDownloadRegular />} aria-label={`${t('uploads.fields.download')} ${name}`} onClick={() => void download(link, name)}>
                  {t('uploads.fields.download')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Field>
  );
}
