import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, makeStyles, OverlayDrawer, Spinner, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { endpoints } from '@shared/api/endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { RichTextView } from '../../components/RichTextView';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { noticeDetailQuery, shellKeys } from '../shellQueries';

const useStyles = makeStyles({
  drawer: { width: '60vw', maxWidth: '960px', minWidth: '360px' },
  meta: { color: tokens.colorNeutralForeground3, display: 'block', marginBottom: tokens.spacingVerticalL },
});

/**
 * A notice's detail (from the marquee or the message centre). Opening an unread one records the
 * reading, and the shell's notice keys are invalidated so the list, the marquee and the badge follow.
 * A backdrop click does not close it, as for every drawer of the back office.
 */
export function NoticeDrawer(props: { id: string | null; onClose: () => void; testId: string; contentTestId?: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const { id } = props;
  const detail = useQuery({ ...noticeDetailQuery(id ?? ''), enabled: !!id });

  useEffect(() => {
    if (!id || !detail.data || detail.data.isRead === 1) return;
    void callEndpoint(endpoints.noticeRead, { id })
      .then(() => queryClient.invalidateQueries({ queryKey: shellKeys.notices() }))
      .catch(() => undefined);
  }, [id, detail.data, queryClient]);

  return (
    <OverlayDrawer className={styles.drawer} position="end" open={!!id} modalType="alert" onOpenChange={(_, d) => !d.open && d.type !== 'backdropClick' && props.onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('shell.notice.close')} icon={<DismissRegular />} onClick={props.onClose} />}>
          {detail.data?.title ?? t('shell.notice.drawerTitle')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody data-testid={props.testId}>
        {detail.isPending && <Spinner />}
        {detail.isError && <Text>{localise(detail.error.message) || t('shell.notice.loadFailed')}</Text>}
        {detail.data && (
          <>
            <Text size={200} className={styles.meta}>
              {detail.data.categoryName} · {t('shell.notice.publishedAt', { time: detail.data.createTime })}
            </Text>
            <RichTextView testId={props.contentTestId} html={detail.data.content} />
          </>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}
