import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CloudArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { ERROR_LOG_MESSAGES } from '@shared/domain/errorLog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toApiError, unwrap } from '../../api/ApiError';
import { bridge } from '../../bridge/client';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { errorLogKeys } from '../errors/errorRecorder';
import { errorLogQuery } from '../shellQueries';
import { useNotify } from '../toast';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useState } from 'react';

const useStyles = makeStyles({
  surface: { maxWidth: '880px', width: '90vw' },
  content: { maxHeight: '60vh', overflowY: 'auto' },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  message: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  time: { color: tokens.colorNeutralForeground3, flexShrink: 0, fontVariantNumeric: 'tabular-nums' },
  grid: { display: 'grid', gridTemplateColumns: '88px 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  stack: { margin: 0, whiteSpace: 'pre-wrap', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, maxHeight: '200px', overflowY: 'auto' },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalXL} 0`, textAlign: 'center' },
});

/** Lists the local error log; uploads it to the server (发送成功!) or clears it (清空成功!). */
export function ErrorLogDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const entries = useQuery(errorLogQuery()).data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: errorLogKeys.all });

  const upload = useMutation({
    mutationFn: async () => unwrap(await bridge.errorLog.upload().catch((c: unknown) => Promise.reject(toApiError(c)))),
    onSuccess: async () => {
      notify('success', localise(ERROR_LOG_MESSAGES.sent));
      onOpenChange(false);
      await refresh();
    },
    onError: (error) => notify('error', localise(error.message)),
  });
  const clear = useMutation({
    mutationFn: async () => unwrap(await bridge.errorLog.clear()),
    onSuccess: async () => {
      notify('success', localise(ERROR_LOG_MESSAGES.cleared));
      onOpenChange(false);
      await refresh();
    },
  });

  return (
    <>
      <Dialog open={open && !confirming} onOpenChange={(_, d) => onOpenChange(d.open)}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>
              {t('shell.errorLog.title')}{' '}
              <Badge appearance="tint" color="danger">
                {t('shell.errorLog.count', { count: entries.length })}
              </Badge>
            </DialogTitle>
            <DialogContent className={styles.content}>
              {entries.length === 0 ? (
                <Text as="p" className={styles.empty}>
                  {t('shell.errorLog.empty')}
                </Text>
              ) : (
                <Accordion collapsible multiple data-testid="error-log-list">
                  {entries.map((entry, i) => (
                    <AccordionItem key={`${entry.time}-${i}`} value={i}>
                      <AccordionHeader>
                        <span className={styles.header}>
                          <Badge appearance="outline" color="danger" shape="rounded">
                            {entry.type}
                          </Badge>
                          <Text className={styles.message}>{entry.message}</Text>
                          <Text size={200} className={styles.time}>
                            {entry.time}
                          </Text>
                        </span>
                      </AccordionHeader>
                      <AccordionPanel>
                        <dl className={styles.grid}>
                          <dt className={styles.term}>{t('shell.errorLog.url')}</dt>
                          <dd className={styles.value}>{entry.url}</dd>
                          <dt className={styles.term}>{t('shell.errorLog.time')}</dt>
                          <dd className={styles.value}>{entry.time}</dd>
                          {entry.info && (
                            <>
                              <dt className={styles.term}>{t('shell.errorLog.info')}</dt>
                              <dd className={styles.value}>{entry.info}</dd>
                            </>
                          )}
                          <dt className={styles.term}>{t('shell.errorLog.stack')}</dt>
                          <dd className={styles.value}>
                            <pre className={styles.stack}>{entry.stack || entry.message}</pre>
                          </dd>
                        </dl>
                      </AccordionPanel>
                    </AccordionItem>
                  ))}
                </Accordion>
              )}
            </DialogContent>
            <DialogActions>
              <Button icon={<DeleteRegular />} disabled={entries.length === 0} onClick={() => setConfirming(true)}>
                {t('shell.errorLog.clear')}
              </Button>
              <Button
                appearance="primary"
                icon={upload.isPending ? <Spinner size="tiny" /> : <CloudArrowUpRegular />}
                disabled={entries.length === 0}
                disabledFocusable={upload.isPending}
                onClick={() => upload.mutate()}
              >
                {t('shell.errorLog.upload')}
              </Button>
              <Button onClick={() => onOpenChange(false)}>{t('shell.errorLog.close')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('shell.errorLog.title')}
        message={t('shell.errorLog.clearConfirm')}
        onConfirm={() => {
          setConfirming(false);
          clear.mutate();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
