import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { endpoints } from '@shared/api/endpoints';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { PHONE_CHANGE_SMS, SECURITY_MESSAGES, passwordChangeSchema, phoneChangeSchema, type PasswordChange, type PhoneChange } from '@shared/domain/accountSecurity';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { TextField } from '../../crud/fields';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useNotify } from '../../shell/toast';
import { PersonalForm } from './PersonalForm';
import { personalKeys, profileQuery } from './personalQueries';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBottom: tokens.spacingVerticalXXL, maxWidth: '960px' },
  codeRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end' },
});

/** Seconds before another code may be asked for (the server's resend interval). */
const RESEND_SECONDS = 60;

/** The account tab: the password (checked by the server against the old one) and the phone, by a code sent to the new one. */
export function AccountTab() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <>
      <section className={styles.section}>
        <Text as="h2" size={500} weight="semibold">
          {t('personal.passwordTitle')}
        </Text>
        <PasswordForm />
      </section>
      <section className={styles.section}>
        <Text as="h2" size={500} weight="semibold">
          {t('personal.phoneTitle')}
        </Text>
        <PhoneForm />
      </section>
    </>
  );
}

function useSubmitState() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const localise = useLocaliseMessage();
  const run = async (action: () => Promise<void>) => {
    setSubmitting(true);
    setRefusal(null);
    try {
      await action();
    } catch (error) {
      setRefusal(localise((error as Error).message));
    } finally {
      setSubmitting(false);
    }
  };
  return { refusal, submitting, run };
}

function PasswordForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const state = useSubmitState();
  const empty = { oldPassword: '', newPassword: '', newPassword1: '' };
  const form = useForm<PasswordChange>({ defaultValues: empty, resolver: zodResolver(passwordChangeSchema) as unknown as Resolver<PasswordChange>, reValidateMode: 'onChange' });
  const onSubmit = (values: PasswordChange) =>
    state.run(async () => {
      await callEndpoint(personalEndpoints.passwordUpdate, values);
      form.reset(empty);
      notify('success', localise(SECURITY_MESSAGES.securityPasswordChanged));
    });
  return (
    <PersonalForm resource="password" form={form} onSubmit={onSubmit} refusal={state.refusal} submitLabel={t('personal.changePassword')} submitting={state.submitting} testId="password-form">
      <TextField name="oldPassword" type="password" required wide />
      <TextField name="newPassword" type="password" required />
      <TextField name="newPassword1" type="password" required />
      <Text size={200} style={{ gridColumn: '1 / -1', color: tokens.colorNeutralForeground3 }}>
        {t('personal.passwordHint')}
      </Text>
    </PersonalForm>
  );
}

function PhoneForm() {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery());
  const state = useSubmitState();
  const [countdown, setCountdown] = useState(0);
  const [sendError, setSendError] = useState<string | undefined>();
  const empty = { phone: '', code: '' };
  const form = useForm<PhoneChange>({ defaultValues: empty, resolver: zodResolver(phoneChangeSchema) as unknown as Resolver<PhoneChange>, reValidateMode: 'onChange' });

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const sendCode = async () => {
    setSendError(undefined);
    // Only the phone is checked before a code is sent: the code field is still empty.
    if (!(await form.trigger('phone'))) return;
    try {
      await callEndpoint(endpoints.sendSmsCode, { phone: form.getValues('phone').trim(), smsCode: PHONE_CHANGE_SMS });
      setCountdown(RESEND_SECONDS);
      notify('success', t('personal.codeSent'));
    } catch (error) {
      setSendError(localise((error as Error).message));
    }
  };

  const onSubmit = (values: PhoneChange) =>
    state.run(async () => {
      const saved = await callEndpoint(personalEndpoints.phoneReset, values);
      queryClient.setQueryData(personalKeys.profile(), saved);
      form.reset(empty);
      setCountdown(0);
      notify('success', localise(SECURITY_MESSAGES.securityPhoneChanged));
    });

  return (
    <PersonalForm resource="phoneChange" form={form} onSubmit={onSubmit} refusal={state.refusal ?? sendError ?? null} submitLabel={t('personal.changePhone')} submitting={state.submitting} testId="phone-form">
      <Field label={t('personal.currentPhone')}>
        <Input readOnly value={profile.data?.phone ?? ''} data-testid="current-phone" />
      </Field>
      <TextField name="phone" required />
      <div className={styles.codeRow}>
        <div style={{ flex: 1 }}>
          <TextField name="code" required />
        </div>
        <Button onClick={() => void sendCode()} disabled={countdown > 0} data-testid="send-code">
          {countdown > 0 ? t('personal.resendIn', { seconds: countdown }) : t('personal.sendCode')}
        </Button>
      </div>
    </PersonalForm>
  );
}
