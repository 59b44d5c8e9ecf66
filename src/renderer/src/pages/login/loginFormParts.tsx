import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { BuildingRegular } from '@fluentui/react-icons';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import type { FieldErrors } from './fieldErrors';
import { LoginFailure } from './LoginFailure';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { marginTop: tokens.spacingVerticalS, width: '100%' },
});

/** What both login forms share: their inputs by field (to focus the first invalid one) and each field's error state. */
export function useLoginFields<F extends string>(errors: FieldErrors<F>) {
  const localise = useLocaliseMessage();
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  return {
    /** The ref for a field's input. */
    bind: (field: F) => (el: HTMLInputElement | null) => void (inputs.current[field] = el),
    focus: (field: F) => inputs.current[field]?.focus(),
    /** Runs a form's submit; the first invalid field it answers gets the focus. */
    submitWith: (submit: () => Promise<F | null>) => async () => {
      const invalid = await submit();
      if (invalid) inputs.current[invalid]?.focus();
    },
    state: (field: F) => ({
      validationMessage: errors[field] ? localise(errors[field]) : undefined,
      validationState: errors[field] ? ('error' as const) : ('none' as const),
    }),
  };
}

interface LoginFormFrameProps {
  label: string;
  busy: boolean;
  /** The server's error_description of the last attempt. */
  failure: string | null | undefined;
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
}

/** The frame of a login form: its fields, then the failure (spec 1 §8) and 登录. */
export function LoginFormFrame({ label, busy, failure, onSubmit, children }: LoginFormFrameProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      {children}
      {failure && <LoginFailure message={localise(failure)} />}
      <Button type="submit" appearance="primary" size="large" className={styles.submit} disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}

interface TenantIdFieldProps {
  value: string;
  onChange: (value: string) => void;
  inputRef: (el: HTMLInputElement | null) => void;
  state: { validationMessage?: string; validationState: 'error' | 'none' };
}

/** 租户编号: six digits, the same on both tabs. */
export function TenantIdField({ value, onChange, inputRef, state }: TenantIdFieldProps) {
  const { t } = useTranslation();
  return (
    <Field label={t('login.tenantId')} required size="large" {...state}>
      <Input
        ref={inputRef}
        name="tenantId"
        value={value}
        onChange={(_, data) => onChange(data.value)}
        placeholder={t('login.tenantIdPlaceholder')}
        contentBefore={<BuildingRegular />}
        inputMode="numeric"
        autoComplete="organization"
        maxLength={6}
      />
    </Field>
  );
}
