import { Button, Tooltip } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { clipName } from '@shared/domain/upload';
import type { ReviewAttach } from '@shared/domain/review';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useAttachmentDownload } from '../../features/uploads/useAttachmentDownload';


/**
 * A stored file of a review (the review file, an opinion's attachment): its name, fetched through the
 * core's download path, where the server decides who may read it (the shared read rules of reviews).
 */
export function AttachCell({ attach, testId = 'review-download' }: { attach: ReviewAttach[]; testId?: string }) {
  const localise = useLocaliseMessage();
  const { download, message } = useAttachmentDownload();
  const file = attach[0];
  if (!file) return null;
  const button = (
    <Button size="small" appearance="transparent" icon={<ArrowDownloadRegular />} title={file.name} data-testid={testId} onClick={() => void download(file.link, file.name)}>
      {clipName(file.name, 24)}
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
