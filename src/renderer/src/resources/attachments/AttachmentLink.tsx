import { Button, Tooltip } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { Attachment } from '@shared/domain/upload';
import { useTranslation } from 'react-i18next';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useAttachmentDownload } from '../../features/uploads/useAttachmentDownload';

/** The registry's link column: the file is fetched through the core's download path (permission checked, a signed address per read), never a raw address. */
export function AttachmentLink({ record }: { record: Attachment }) {
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const { download, message } = useAttachmentDownload();
  const button = (
    <Button size="small" appearance="subtle" icon={<ArrowDownloadRegular />} data-testid="attachment-download" onClick={() => void download(record.link, record.originalName)}>
      {t('resources.attachments.download')}
    </Button>
  );
  return message ? (
    <Tooltip content={localise(message)} relationship="description" visible>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
