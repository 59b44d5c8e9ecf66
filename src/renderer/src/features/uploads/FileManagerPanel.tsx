import {
  Badge,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Spinner,
  Switch,
  Text,
  tokens,
  Tooltip,
  type BadgeProps,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowClockwiseRegular,
  ArrowUploadRegular,
  AttachRegular,
  DeleteRegular,
  DismissCircleRegular,
  DocumentRegular,
  PauseRegular,
  PlayRegular,
} from '@fluentui/react-icons';
import { checkLargeUpload, clipName, formatFileSize, type UploadItem, type UploadState } from '@shared/domain/upload';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { unwrap } from '../../api/ApiError';
import { bridge } from '../../bridge/client';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { formatDuration } from './format';
import { pickFiles } from './transfer';
import { preferencesQuery, queueAction, uploadKeys, useUploadQueue } from './uploadQueries';

export const ATTACHMENTS_PATH = '/uploads/attachments';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: 0 },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  spacer: { flexGrow: 1 },
  rules: { color: tokens.colorNeutralForeground3 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'grid',
    gridTemplateColumns: '32px 1fr auto',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1, gridRow: 'span 2' },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  meta: { display: 'flex', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, gridRow: 'span 2', alignSelf: 'center' },
  progress: { gridColumn: '2 / 3' },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

const BADGE: Record<UploadState, BadgeProps['color']> = {
  waiting: 'informative',
  uploading: 'brand',
  paused: 'warning',
  interrupted: 'danger',
  error: 'danger',
  complete: 'success',
  cancelled: 'subtle',
  changed: 'severe',
};

type Ask = { kind: 'remove' | 'restart'; item: UploadItem } | null;

/** The upload queue (spec 1 §4): each file with its size, progress, speed, time left and state, and what can be done with it. */
export function FileManagerPanel({ onNavigate }: { onNavigate?: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const items = useUploadQueue();
  const prefs = useQuery(preferencesQuery());
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [ask, setAsk] = useState<Ask>(null);

  const act = async (call: () => ReturnType<typeof bridge.uploads.pause>) => {
    const result = await queueAction(call, queryClient);
    setError(result.ok ? '' : result.error.message);
  };

  const add = async () => {
    setError('');
    const picked = await pickFiles({ multiple: true, purpose: 'large' });
    if (!picked.ok) return setError(picked.error.message);
    if (!picked.data.length) return;
    // The rules at once, before a byte moves; the core checks again, by content too.
    for (const file of picked.data) {
      const refused = checkLargeUpload(file);
      if (refused) return setError(refused);
    }
    setBusy(true);
    try {
      const handles: string[] = [];
      for (const file of picked.data) {
        const staged = await file.stage();
        if (!staged.ok) return setError(staged.error.message);
        handles.push(staged.data.id);
      }
      await act(() => bridge.uploads.add({ handles }));
    } finally {
      setBusy(false);
    }
  };

  const autoResume = useMutation({
    mutationFn: async (value: boolean) => unwrap(await bridge.uploads.setPreferences({ autoResume: value })),
    onSuccess: (data) => queryClient.setQueryData(uploadKeys.preferences(), data),
  });

  return (
    <div className={styles.root} data-testid="file-manager">
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void add()} disabled={busy} data-testid="file-manager-add">
          {t('uploads.manager.add')}
        </Button>
        {busy && <Spinner size="tiny" label={t('uploads.manager.picking')} />}
        <span className={styles.spacer} />
        <Button
          appearance="subtle"
          icon={<AttachRegular />}
          onClick={() => {
            onNavigate?.();
            void navigate(ATTACHMENTS_PATH);
          }}
          data-testid="file-manager-attachments"
        >
          {t('uploads.manager.attachments')}
        </Button>
      </div>
      <Caption1 className={styles.rules}>{t('uploads.manager.rules')}</Caption1>
      <Switch
        checked={prefs.data?.autoResume ?? true}
        disabled={!prefs.data}
        label={t('uploads.manager.autoResume')}
        onChange={(_, d) => autoResume.mutate(d.checked)}
        data-testid="file-manager-auto-resume"
      />
      {error && (
        <MessageBar intent="error" data-testid="file-manager-error">
          <MessageBarBody>{localise(error)}</MessageBarBody>
        </MessageBar>
      )}
      {items.length === 0 ? (
        <Text className={styles.empty}>{t('uploads.manager.empty')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('uploads.manager.title')}>
          {items.map((item) => (
            <li key={item.id} className={styles.item} data-testid="upload-item" data-state={item.state}>
              <DocumentRegular className={styles.icon} aria-hidden />
              <div className={styles.head}>
                <Text weight="semibold" className={styles.name} data-testid="upload-item-name" title={item.name}>
                  {clipName(item.name, 40)}
                </Text>
                <Badge appearance="tint" color={BADGE[item.state]} data-testid="upload-item-state">
                  {t(`uploads.states.${item.state}`)}
                </Badge>
              </div>
              <div className={styles.actions}>
                {(item.state === 'uploading' || item.state === 'waiting' || item.state === 'interrupted') && (
                  <ActionButton label={t('uploads.actions.pause')} icon={<PauseRegular />} onClick={() => act(() => bridge.uploads.pause(item.id))} />
                )}
                {(item.state === 'paused' || item.state === 'error' || item.state === 'cancelled' || item.state === 'interrupted') && (
                  <ActionButton label={t('uploads.actions.resume')} icon={<PlayRegular />} onClick={() => act(() => bridge.uploads.resume(item.id))} />
                )}
                {item.state === 'changed' && (
                  <ActionButton label={t('uploads.actions.restart')} icon={<ArrowClockwiseRegular />} onClick={() => setAsk({ kind: 'restart', item })} />
                )}
                {item.state !== 'complete' && item.state !== 'cancelled' && (
                  <ActionButton label={t('uploads.actions.cancel')} icon={<DismissCircleRegular />} onClick={() => act(() => bridge.uploads.cancel(item.id))} />
                )}
                <ActionButton label={t('uploads.actions.remove')} icon={<DeleteRegular />} onClick={() => setAsk({ kind: 'remove', item })} />
              </div>
              <div className={styles.progress}>
                <ProgressBar
                  value={item.prog / 100}
                  thickness="large"
                  color={item.state === 'complete' ? 'success' : item.state === 'error' || item.state === 'interrupted' ? 'error' : item.state === 'paused' ? 'warning' : 'brand'}
                  aria-label={`${item.name} ${item.prog}%`}
                  data-testid="upload-item-progress"
                />
                <div className={styles.meta}>
                  <Caption1 data-testid="upload-item-size">
                    {formatFileSize(item.bytesDone)} / {formatFileSize(item.size)} · {item.prog}%
                  </Caption1>
                  {item.state === 'uploading' && item.speed > 0 && <Caption1>{t('uploads.manager.speed', { speed: formatFileSize(item.speed) })}</Caption1>}
                  {item.state === 'uploading' && item.eta !== null && <Caption1>{t('uploads.manager.eta', { time: formatDuration(item.eta) })}</Caption1>}
                  {item.message && <Caption1 data-testid="upload-item-message">{localise(item.message)}</Caption1>}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={!!ask} onOpenChange={(_, d) => !d.open && setAsk(null)} modalType="alert">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{ask?.kind === 'restart' ? t('uploads.actions.restart') : t('uploads.actions.remove')}</DialogTitle>
            <DialogContent>{ask && t(ask.kind === 'restart' ? 'uploads.confirmRestart' : 'uploads.confirmRemove', { name: ask.item.name })}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setAsk(null)}>
                {t('uploads.actions.dismiss')}
              </Button>
              <Button
                appearance="primary"
                data-testid="confirm-ok"
                onClick={() => {
                  const current = ask;
                  setAsk(null);
                  if (current) void act(() => (current.kind === 'restart' ? bridge.uploads.restart(current.item.id) : bridge.uploads.remove(current.item.id)));
                }}
              >
                {t('uploads.actions.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}

function ActionButton({ label, icon, onClick }: { label: string; icon: ReactElement; onClick(): void }) {
  return (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" size="small" icon={icon} onClick={onClick} />
    </Tooltip>
  );
}

/** Total progress of what is still moving, for the top-bar button's badge. */
export function activeCount(items: UploadItem[]): number {
  return items.filter((i) => i.state === 'uploading' || i.state === 'waiting' || i.state === 'interrupted').length;
}

export { ArrowUploadRegular as FileManagerIcon };
