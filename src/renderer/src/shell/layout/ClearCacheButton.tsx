import { BroomRegular } from '@fluentui/react-icons';
import { SHELL_MESSAGES } from '@shared/i18n/messages/shell.zh';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, unwrap } from '../../api/ApiError';
import { sessionKeys } from '../../api/sessionQueries';
import { bridge } from '../../bridge/client';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useNotify } from '../toast';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IconButton } from './IconButton';

/**
 * Spec 1 §8: confirm 是否需要清除缓存?, then clear the server's caches, the core's local cache of this
 * person (drafts and pending submits stay) and this window's: 清除完毕.
 */
export function ClearCacheButton() {
  const { t } = useTranslation();
  const { open, setOpen, clear, localise } = useClearCache();

  return (
    <>
      <IconButton label={t('shell.layout.clearCache')} icon={<BroomRegular />} onClick={() => setOpen(true)} data-testid="clear-cache-button" />
      <ClearCacheDialog open={open} onConfirm={() => void clear()} onCancel={() => setOpen(false)} message={localise(SHELL_MESSAGES.clearCacheConfirm)} />
    </>
  );
}

/** The confirmation of clearing: 是否需要清除缓存? */
export function ClearCacheDialog(props: { open: boolean; message: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return <ConfirmDialog open={props.open} title={t('shell.cache.confirmTitle')} message={props.message} onConfirm={props.onConfirm} onCancel={props.onCancel} />;
}

/** The clearing itself, shared by the top bar's button and the personal centre's 清除本地数据. */
export function useClearCache() {
  const localise = useLocaliseMessage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  const clear = async () => {
    setOpen(false);
    try {
      // The core calls oauth/clear-cache itself; offline, the local part still happens.
      unwrap(await bridge.cache.clear().catch((cause: unknown) => Promise.reject(toApiError(cause))));
    } catch (error) {
      notify('error', localise((error as Error).message));
      return;
    }
    // Everything fetched is fetched again; who is signed in stays.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.all[0] });
    await queryClient.invalidateQueries();
    notify('success', localise(SHELL_MESSAGES.cacheCleared));
  };

  return { open, setOpen, clear, localise };
}
