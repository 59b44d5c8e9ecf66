import { Button, Field, makeStyles, MessageBar, MessageBarBody, Spinner, Switch, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { settingEndpoints } from '@shared/api/settingEndpoints';
import { SETTING_LIMITS, settingsSubmitSchema, type SystemSettings } from '@shared/domain/systemSettings';
import { MESSAGES } from '@shared/messages';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { CrudFormContext } from '../../crud/CrudForm';
import { TextField } from '../../crud/fields';
import { submitForm } from '../../forms/submitForm';
import { useDraft } from '../../forms/useDraft';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { shellKeys } from '../../shell/shellQueries';
import { useNotify } from '../../shell/toast';
import { LogoField } from '../uploads/fields';
import type { FieldFile } from '../uploads/fields';

const useStyles = makeStyles({
  page: { padding: tokens.spacingHorizontalL, maxWidth: '960px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1' },
  actions: { marginTop: tokens.spacingVerticalL, display: 'flex', justifyContent: 'flex-end' },
});

const FORM_KEY = 'settings:edit';

const settingDetailQuery = () => queryOptions({ queryKey: ['settings', 'detail'] as const, queryFn: () => callEndpoint(settingEndpoints.settingDetail) });

/** The logo link as the upload field's one file, and back. */
const logoFiles = (link: string): FieldFile[] => (link ? [{ key: link, name: link.split('/').pop() || 'logo', size: 0, link }] : []);

/** Spec 1 §3 system settings (operator administrators): one form of every key; the top bar and footer follow a save. */
export default function SettingsPage() {
  const detail = useQuery(settingDetailQuery());
  if (!detail.data) return detail.isError ? <SettingsError message={detail.error.message} /> : <Spinner />;
  return <SettingsForm initial={detail.data} />;
}

function SettingsError({ message }: { message: string }) {
  const localise = useLocaliseMessage();
  return (
    <MessageBar intent="error">
      <MessageBarBody>{localise(message)}</MessageBarBody>
    </MessageBar>
  );
}

function SettingsForm({ initial }: { initial: SystemSettings }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const draft = useDraft<SystemSettings>(FORM_KEY);
  const form = useForm<SystemSettings>({
    defaultValues: initial,
    resolver: zodResolver(settingsSubmitSchema as never) as unknown as Resolver<SystemSettings>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    setRefusal(null);
    const outcome = await submitForm(settingEndpoints.settingSubmit, values, { formKey: FORM_KEY, idempotencyKey: draft.idempotencyKey, title: t('settings.title') });
    setSubmitting(false);
    if (outcome.status === 'refused') {
      setRefusal(localise(outcome.error.message));
      return;
    }
    if (outcome.status === 'pending') {
      notify('warning', t('crud.queued'));
      return;
    }
    await draft.discard();
    form.reset(outcome.data);
    queryClient.setQueryData(settingDetailQuery().queryKey, outcome.data);
    // The top bar's download code, the footer and the about page read setting/public.
    await queryClient.invalidateQueries({ queryKey: shellKeys.settings() });
    notify('success', localise(outcome.message ?? MESSAGES.updated));
  });

  const logoError = form.formState.errors['sys-logo']?.message;
  return (
    <CrudFormContext.Provider value={{ resource: 'settings', mode: 'edit' }}>
      <FormProvider {...form}>
        <form className={styles.page} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="settings-form">
          {refusal && (
            <MessageBar intent="error" style={{ marginBottom: tokens.spacingVerticalM }}>
              <MessageBarBody>{refusal}</MessageBarBody>
            </MessageBar>
          )}
          <div className={styles.grid}>
            <div className={styles.wide}>
              <Controller
                name="sys-logo"
                control={form.control}
                render={({ field }) => (
                  <Field validationMessage={logoError ? localise(logoError) : undefined}>
                    <LogoField
                      required
                      label={t('resources.settings.fields.sys-logo')}
                      value={logoFiles(field.value)}
                      onChange={(files) => field.onChange(files[0]?.link ?? '')}
                      testId="field-logo"
                    />
                  </Field>
                )}
              />
            </div>
            <TextField name="service-tel" max={SETTING_LIMITS.code} />
            <TextField name="service-email" max={SETTING_LIMITS.contact} />
            <TextField name="service-phone" max={SETTING_LIMITS.code} />
            <TextField name="copyright" max={SETTING_LIMITS.copyright} />
            <TextField name="beianhao" max={SETTING_LIMITS.code} />
            <TextField name="icp_num" max={SETTING_LIMITS.code} />
            <TextField name="security_registration_number" max={SETTING_LIMITS.code} />
            <TextField name="app_download_url" max={SETTING_LIMITS.url} />
            <Controller
              name="avatar_audit"
              control={form.control}
              render={({ field }) => (
                <Field label={t('resources.settings.fields.avatar_audit')}>
                  <Switch checked={field.value === '1'} onChange={(_, d) => field.onChange(d.checked ? '1' : '0')} aria-label={t('resources.settings.fields.avatar_audit')} />
                </Field>
              )}
            />
          </div>
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={submitting} data-testid="settings-submit">
              {submitting ? t('crud.submitting') : t('crud.submit')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </CrudFormContext.Provider>
  );
}
