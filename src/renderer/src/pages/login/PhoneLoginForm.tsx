import { Button, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { BuildingRegular, PhoneRegular, ShieldKeyholeRegular } from '@fluentui/react-icons';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { LoginFailure } from './LoginFailure';
import { usePhoneLoginForm, type PhoneField } from './usePhoneLoginForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { marginTop: tokens.spacingVerticalS, width: '100%' },
  codeRow: { display: 'flex', gap: tokens.spacingHorizontalS },
  codeInput: { flexGrow: 1, minWidth: 0, width: 0 },
  send: { minWidth: '132px', whiteSpace: 'nowrap' },
  hint: { color: tokens.colorPaletteGreenForeground1 },
});

/** Phone login: tenant, mobile number, a code sent by SMS (60-second countdown), then 登录. */
export function PhoneLoginForm() {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const form = usePhoneLoginForm();
  const inputs = useRef<Partial<Record<PhoneField, HTMLInputElement | null>>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = form.submit();
    if (invalid) inputs.current[invalid]?.focus();
  };

  const onSend = async () => {
    const invalid = await form.sendCode();
    if (invalid) inputs.current[invalid]?.focus();
    else inputs.current.code?.focus();
  };

  const fieldProps = (field: PhoneField) => ({
    validationMessage: form.errors[field] ? localise(form.errors[field]) : undefined,
    validationState: form.errors[field] ? ('error' as const) : ('none' as const),
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('shell.login.phoneTab')}>
      <Field label={t('login.tenantId')} required size="large" {...fieldProps('tenantId')}>
        <Input
          ref={(el) => void (inputs.current.tenantId = el)}
          name="tenantId"
          value={form.values.tenantId}
          onChange={(_, data) => form.setField('tenantId', data.value)}
          placeholder={t('login.tenantIdPlaceholder')}
          contentBefore={<BuildingRegular />}
          inputMode="numeric"
          maxLength={6}
        />
      </Field>
      <Field label={t('shell.login.phone')} required size="large" {...fieldProps('phone')}>
        <Input
          ref={(el) => void (inputs.current.phone = el)}
          name="phone"
          type="tel"
          value={form.values.phone}
          onChange={(_, data) => form.setField('phone', data.value)}
          placeholder={t('shell.login.phonePlaceholder')}
          contentBefore={<PhoneRegular />}
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          autoFocus
        />
      </Field>
      <Field
        label={t('shell.login.code')}
        required
        size="large"
        {...fieldProps('code')}
        hint={form.sent && !form.errors.code ? <Text className={styles.hint}>{t('shell.login.codeSent')}</Text> : undefined}
      >
        <div className={styles.codeRow}>
          <Input
            ref={(el) => void (inputs.current.code = el)}
            className={styles.codeInput}
            name="code"
            value={form.values.code}
            onChange={(_, data) => form.setField('code', data.value)}
            placeholder={t('shell.login.codePlaceholder')}
            contentBefore={<ShieldKeyholeRegular />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <Button className={styles.send} size="large" onClick={() => void onSend()} disabledFocusable={form.countdown > 0 || form.sending}>
            {form.countdown > 0 ? t('shell.login.resendIn', { seconds: form.countdown }) : t('shell.login.sendCode')}
          </Button>
        </div>
      </Field>
      {form.failure && <LoginFailure message={localise(form.failure)} />}
      <Button
        type="submit"
        appearance="primary"
        size="large"
        className={styles.submit}
        disabledFocusable={form.busy}
        icon={form.busy ? <Spinner size="tiny" /> : undefined}
      >
        {form.busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
