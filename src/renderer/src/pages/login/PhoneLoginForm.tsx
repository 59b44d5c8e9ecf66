import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { PhoneRegular, ShieldKeyholeRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LoginFormFrame, TenantIdField, useLoginFields } from './loginFormParts';
import { usePhoneLoginForm, type PhoneField } from './usePhoneLoginForm';

const useStyles = makeStyles({
  codeRow: { display: 'flex', gap: tokens.spacingHorizontalS },
  codeInput: { flexGrow: 1, minWidth: 0, width: 0 },
  send: { minWidth: '132px', whiteSpace: 'nowrap' },
  hint: { color: tokens.colorPaletteGreenForeground1 },
});

/** Phone login: tenant, mobile number, a code sent by SMS (60-second countdown), then 登录. */
export function PhoneLoginForm() {
  const styles = useStyles();
  const { t } = useTranslation();
  const form = usePhoneLoginForm();
  const fields = useLoginFields<PhoneField>(form.errors);

  const onSend = async () => {
    const invalid = await form.sendCode();
    fields.focus(invalid ?? 'code');
  };

  return (
    <LoginFormFrame
      label={t('shell.login.phoneTab')}
      busy={form.busy}
      failure={form.failure}
      onSubmit={fields.submitWith(form.submit)}
    >
      <TenantIdField value={form.values.tenantId} onChange={(v) => form.setField('tenantId', v)} inputRef={fields.bind('tenantId')} state={fields.state('tenantId')} />
      <Field label={t('shell.login.phone')} required size="large" {...fields.state('phone')}>
        <Input
          ref={fields.bind('phone')}
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
        {...fields.state('code')}
        hint={form.sent && !form.errors.code ? <Text className={styles.hint}>{t('shell.login.codeSent')}</Text> : undefined}
      >
        <div className={styles.codeRow}>
          <Input
            ref={fields.bind('code')}
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
    </LoginFormFrame>
  );
}
