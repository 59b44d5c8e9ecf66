import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { BuildingRegular, EyeOffRegular, EyeRegular, LockClosedRegular, PersonRegular } from '@fluentui/react-icons';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useLoginForm, type LoginField } from './useLoginForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { marginTop: tokens.spacingVerticalS, width: '100%' },
});

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
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('login.pageTitle')}>
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
      {form.failure && (
        <MessageBar intent="error" layout="multiline" role="alert" data-testid="login-error">
          <MessageBarBody>
            <MessageBarTitle>{t('login.failed')}</MessageBarTitle>
            {localise(form.failure)}
          </MessageBarBody>
        </MessageBar>
      )}
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
