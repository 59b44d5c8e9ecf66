import {
  Button,
  Caption1,
  Card,
  CardHeader,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DismissRegular, PauseRegular, PlayRegular } from '@fluentui/react-icons';
import type { Page } from '@shared/api/envelope';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import { clipName, formatFileSize, type Attachment } from '@shared/domain/upload';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { bridge } from '../../bridge/client';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { AttachmentField, ImageListField, SingleImageField, VoucherField, type FieldFile } from './fields';
import { FileManagerButton } from './FileManagerButton';
import { uploadKeys, useDownloads } from './uploadQueries';
import { useAttachmentDownload } from './useAttachmentDownload';

const attachmentsQuery = () =>
  queryOptions({
    queryKey: uploadKeys.attachments(1, 50),
    queryFn: () => callEndpoint(uploadEndpoints.attachList, { current: 1, size: 50 }) as Promise<Page<Attachment>>,
  });

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, maxWidth: '1200px', margin: '0 auto', boxSizing: 'border-box', width: '100%' },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  titles: { display: 'flex', flexDirection: 'column', flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalS },
  nameCell: { maxWidth: '280px' },
  downloads: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  download: { display: 'grid', gridTemplateColumns: '1fr 200px auto auto', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * 附件: the attachments of the person's organisation (attach/list) with download by permission, and
 * one of each upload field — where forms will use them, proved on a real screen. Reached from the
 * file manager.
 */
export default function AttachmentsPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  useDocumentTitle(t('uploads.attachments.title'));
  const list = useQuery(attachmentsQuery());
  const downloads = useDownloads();
  const { download, message } = useAttachmentDownload();
  const [fields, setFields] = useState<Record<string, FieldFile[]>>({});

  // One stable onChange per field, so the fields' effects do not run again on every render.
  const [handlers] = useState(() => new Map<string, (next: FieldFile[]) => void>());
  const bind = (name: string) => {
    if (!handlers.has(name)) {
      handlers.set(name, (next) => {
        setFields((all) => ({ ...all, [name]: next }));
        void queryClient.invalidateQueries({ queryKey: uploadKeys.attachments(1, 50) });
      });
    }
    return { value: fields[name] ?? [], onChange: handlers.get(name)! };
  };

  return (
    <div className={styles.root} data-testid="attachments-page">
      <div className={styles.header}>
        <div className={styles.titles}>
          <Text as="h1" size={600} weight="semibold">
            {t('uploads.attachments.title')}
          </Text>
          <Text className={styles.muted}>{t('uploads.attachments.intro')}</Text>
        </div>
        <FileManagerButton variant="text" />
      </div>

      <Card>
        <CardHeader header={<Text weight="semibold">{t('uploads.attachments.fieldsTitle')}</Text>} />
        <div className={styles.fields}>
          <SingleImageField label={t('uploads.fields.kinds.singleImage')} testId="field-singleImage" {...bind('singleImage')} />
          <ImageListField label={t('uploads.fields.kinds.imageList')} testId="field-imageList" {...bind('imageList')} />
          <VoucherField label={t('uploads.fields.kinds.voucher')} testId="field-voucher" {...bind('voucher')} />
          <AttachmentField kind="invoice" label={t('uploads.fields.kinds.invoice')} testId="field-invoice" {...bind('invoice')} />
          <AttachmentField kind="tender" label={t('uploads.fields.kinds.tender')} testId="field-tender" {...bind('tender')} />
          <AttachmentField kind="largeAttachment" label={t('uploads.fields.kinds.largeAttachment')} testId="field-largeAttachment" {...bind('largeAttachment')} />
        </div>
      </Card>

      <Card>
        <CardHeader header={<Text weight="semibold">{t('uploads.attachments.listTitle')}</Text>} />
        {message && (
          <MessageBar intent="warning" data-testid="attachments-message">
            <MessageBarBody>{localise(message)}</MessageBarBody>
          </MessageBar>
        )}
        <Table size="small" aria-label={t('uploads.attachments.listTitle')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('uploads.attachments.name')}</TableHeaderCell>
              <TableHeaderCell>{t('uploads.attachments.size')}</TableHeaderCell>
              <TableHeaderCell>{t('uploads.attachments.time')}</TableHeaderCell>
              <TableHeaderCell>{t('uploads.attachments.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(list.data?.records ?? []).map((a) => (
              <TableRow key={a.id} data-testid="attachment-row">
                <TableCell className={styles.nameCell}>
                  <Text data-testid="attachment-name" title={a.originalName}>
                    {clipName(a.originalName)}
                  </Text>
                </TableCell>
                <TableCell>{formatFileSize(a.size)}</TableCell>
                <TableCell>{a.createTime}</TableCell>
                <TableCell>
                  <Button size="small" appearance="subtle" icon={<ArrowDownloadRegular />} onClick={() => void download(a.link, a.originalName)} data-testid="attachment-download">
                    {t('uploads.fields.download')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {list.data && list.data.records.length === 0 && <Caption1 className={styles.muted}>{t('uploads.attachments.empty')}</Caption1>}
      </Card>

      {downloads.length > 0 && (
        <Card>
          <CardHeader header={<Text weight="semibold">{t('uploads.attachments.downloads')}</Text>} />
          <div className={styles.downloads}>
            {downloads.map((d) => (
              <div key={d.id} className={styles.download} data-testid="download-item" data-state={d.state}>
                <Text>{clipName(d.name, 40)}</Text>
                <ProgressBar value={d.size ? d.bytesDone / d.size : 0} color={d.state === 'complete' ? 'success' : d.state === 'downloading' ? 'brand' : 'warning'} />
                <Caption1>
                  {formatFileSize(d.bytesDone)} / {formatFileSize(d.size)}
                  {d.message ? ` · ${localise(d.message)}` : ''}
                </Caption1>
                <span>
                  {d.state === 'downloading' && <Button size="small" appearance="subtle" icon={<PauseRegular />} aria-label={t('uploads.actions.pause')} onClick={() => void bridge.downloads.pause(d.id)} />}
                  {(d.state === 'paused' || d.state === 'interrupted') && (
                    <Button size="small" appearance="subtle" icon={<PlayRegular />} aria-label={t('uploads.actions.resume')} onClick={() => void bridge.downloads.resume(d.id)} />
                  )}
                  <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={t('uploads.actions.dismiss')} onClick={() => void bridge.downloads.cancel(d.id)} />
                </span>
              </div>
            ))}
          </div>
        </Card>
      )}
    </div>
  );
}
