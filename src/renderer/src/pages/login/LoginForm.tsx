import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular, LockClosedRegular, PersonRegular, ShieldKeyholeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginFormFrame, TenantIdField, useLoginFields } from './loginFormParts';
import { useLoginForm, type LoginField } from './useLoginForm';

const useStyles = makeStyles({
  captchaRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'stretch' },
  captchaInput: { flexGrow: 1 },
  captchaImage: {
    width: '120px',
    height: '40px',
    padding: 0,
    minWidth: '120px',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    '& img': { width: '100%', height: '100%', display: 'block' },
  },
});

/** Account login: tenant, account, password, and the captcha when the server asks for one. */
export function LoginForm() {
  const styles = useStyles();
  const { t } = useTranslation();
  const form = useLoginForm();
  const fields = useLoginFields<LoginField>(form.errors);
  const [passwordVisible, setPasswordVisible] = useState(false);

  return (
    <LoginFormFrame
      label={t('shell.login.accountTab')}
      busy={form.busy}
      failure={form.failure}
      onSubmit={fields.submitWith(form.submit)}
    >
      <TenantIdField value={form.values.tenantId} onChange={(v) => form.setField('tenantId', v)} inputRef={fields.bind('tenantId')} state={fields.state('tenantId')} />
      <Field label={t('login.username')} required size="large" {...fields.state('username')}>
        <Input
          ref={fields.bind('username')}
          name="username"
          value={form.values.username}
          onChange={(_, data) => form.setField('username', data.value)}
          placeholder={t('login.usernamePlaceholder')}
          contentBefore={<PersonRegular />}
          autoComplete="username"
          autoFocus
        />
      </Field>
      <Field label={t('login.password')} required size="large" {...fields.state('password')}>
        <Input
          ref={fields.bind('password')}
          name="password"
          type={passwordVisible ? 'text' : 'password'}
          value={form.values.password}
          onChange={(_, data) => form.setField('password', data.value)}
          placeholder={t('login.passwordPlaceholder')}
          contentBefore={<LockClosedRegular />}
          contentAfter={
            <Button
              appearance="transparent"
              size="small"
              icon={passwordVisible ? <EyeOffRegular /> : <EyeRegular />}
              aria-label={passwordVisible ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={passwordVisible}
              onClick={() => setPasswordVisible((v) => !v)}
            />
          }
          autoComplete="current-password"
        />
      </Field>
      {form.captcha && (
        <Field label={t('shell.login.code')} required size="large" {...fields.state('captchaCode')}>
          <div className={styles.captchaRow}>
            <Input
              ref={fields.bind('captchaCode')}
              className={styles.captchaInput}
              name="captchaCode"
              value={form.values.captchaCode}
              onChange={(_, data) => form.setField('captchaCode', data.value)}
              placeholder={t('shell.login.captchaPlaceholder')}
              contentBefore={<ShieldKeyholeRegular />}
              autoComplete="off"
              maxLength={10}
            />
            <Button className={styles.captchaImage} onClick={form.refreshCaptcha} aria-label={t('shell.login.captchaRefresh')} title={t('shell.login.captchaRefresh')}>
              <img src={form.captcha.image} alt="" data-testid="captcha-image" />
            </Button>
          </div>
        </Field>
      )}
    </LoginFormFrame>
  );
}
