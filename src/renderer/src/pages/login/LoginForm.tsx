import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { BuildingRegular, EyeOffRegular, EyeRegular, LockClosedRegular, PersonRegular, ShieldKeyholeRegular } from '@fluentui/react-icons';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { LoginFailure } from './LoginFailure';
import { useLoginForm, type LoginField } from './useLoginForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { marginTop: tokens.spacingVerticalS, width: '100%' },
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
  const localise = useLocaliseMessage();
  const form = useLoginForm();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = form.submit();
    if (invalid) inputs.current[invalid]?.focus();
  };

  const fieldProps = (field: LoginField) => ({
    validationMessage: form.errors[field] ? localise(form.errors[field]) : undefined,
    validationState: form.errors[field] ? ('error' as const) : ('none' as const),
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('shell.login.accountTab')}>
      <Field label={t('login.tenantId')} required size="large" {...fieldProps('tenantId')}>
        <Input
          ref={(el) => void (inputs.current.tenantId = el)}
          name="tenantId"
          value={form.values.tenantId}
          onChange={(_, data) => form.setField('tenantId', data.value)}
          placeholder={t('login.tenantIdPlaceholder')}
          contentBefore={<BuildingRegular />}
          inputMode="numeric"
          autoComplete="organization"
          maxLength={6}
        />
      </Field>
      <Field label={t('login.username')} required size="large" {...fieldProps('username')}>
        <Input
          ref={(el) => void (inputs.current.username = el)}
          name="username"
          value={form.values.username}
          onChange={(_, data) => form.setField('username', data.value)}
          placeholder={t('login.usernamePlaceholder')}
          contentBefore={<PersonRegular />}
          autoComplete="username"
          autoFocus
        />
      </Field>
      <Field label={t('login.password')} required size="large" {...fieldProps('password')}>
        <Input
          ref={(el) => void (inputs.current.password = el)}
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
        <Field label={t('shell.login.code')} required size="large" {...fieldProps('captchaCode')}>
          <div className={styles.captchaRow}>
            <Input
              ref={(el) => void (inputs.current.captchaCode = el)}
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
