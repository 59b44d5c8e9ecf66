import { Button, Field, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { BroomRegular } from '@fluentui/react-icons';
import type { AppSettings } from '@shared/bridge';
import { SHELL_MESSAGES } from '@shared/i18n/messages/shell.zh';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bridge } from '../../bridge/client';
import { ClearCacheDialog, useClearCache } from '../../shell/layout/ClearCacheButton';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, width: '100%', textAlign: 'left' },
});

const appSettingsQuery = () => queryOptions({ queryKey: ['app', 'settings'] as const, queryFn: () => bridge.settings.get() });

/**
 * This device's preferences, kept by the core (not the server): desktop notifications on or off,
 * and clearing the local data (是否需要清除缓存? then 清除完毕, as the top bar's button).
 */
export function DeviceSettings() {
  const styles = useStyles();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery(appSettingsQuery()).data;
  const update = useMutation({
    mutationFn: (patch: Partial<AppSettings>) => bridge.settings.update(patch),
    onSuccess: (next) => queryClient.setQueryData(appSettingsQuery().queryKey, next),
  });
  const { open, setOpen, clear, localise } = useClearCache();
  return (
    <section className={styles.root} data-testid="device-settings">
      <Text weight="semibold">{t('personal.device.title')}</Text>
      <Field hint={t('personal.device.notificationsHint')}>
        <Switch
          label={t('personal.device.notifications')}
          checked={settings?.notifications ?? true}
          disabled={!settings || update.isPending}
          onChange={(_, d) => update.mutate({ notifications: d.checked })}
          data-testid="device-notifications"
        />
      </Field>
      <Button icon={<BroomRegular />} onClick={() => setOpen(true)} data-testid="device-clear-data">
        {t('personal.device.clearData')}
      </Button>
      <ClearCacheDialog open={open} onConfirm={() => void clear()} onCancel={() => setOpen(false)} message={localise(SHELL_MESSAGES.clearCacheConfirm)} />
    </section>
  );
}
