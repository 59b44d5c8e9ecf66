import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { guestRegistrationSchema, REGISTRATION_MESSAGES, type GuestRegistration } from '@shared/domain/registration';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toApiError, unwrap } from '../../api/ApiError';
import { bridge } from '../../bridge/client';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { LOGIN_PATH } from '../../router/sessionLoaders';
import { clearLocalTraces } from '../../shell/localTraces';
import { fieldErrors, type FieldErrors } from './fieldErrors';

type Field = 'tenantId' | 'name' | 'account' | 'password' | 'password2';
const FIELDS: Field[] = ['tenantId', 'name', 'account', 'password', 'password2'];
const EMPTY: Record<Field, string> = { tenantId: OPERATOR_TENANT, name: '', account: '', password: '', password2: '' };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { color: tokens.colorNeutralForeground3 },
});

/**
 * The third-party registration dialog (spec 1 §5 and §8): a pending application. On success an alert
 * says so, then the app signs out and returns to /login; a failure shows the server's msg or 提交失败.
 */
export function RegistrationDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [checked, setChecked] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  const submit = useMutation({
    mutationFn: async (input: GuestRegistration) => unwrap(await bridge.session.registerGuest(input).catch((c: unknown) => Promise.reject(toApiError(c)))),
    onSuccess: () => setSucceeded(true),
  });

  const setField = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(fieldErrors<Field>(guestRegistrationSchema, next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = fieldErrors<Field>(guestRegistrationSchema, values);
    setErrors(found);
    if (FIELDS.some((f) => found[f])) return;
    submit.mutate(values);
  };

  const close = () => {
    onOpenChange(false);
    setValues(EMPTY);
    setErrors({});
    setChecked(false);
    submit.reset();
  };

  const acknowledge = async () => {
    setSucceeded(false);
    close();
    // Spec 1 §8: after the alert, sign out and go to /login.
    await bridge.session.logout().catch(() => undefined);
    clearLocalTraces();
    queryClient.clear();
    await navigate(LOGIN_PATH, { replace: true });
  };

  const props = (field: Field) => ({
    label: t(`shell.register.${field}`),
    validationMessage: errors[field] ? localise(errors[field]) : undefined,
    validationState: errors[field] ? ('error' as const) : ('none' as const),
  });
  const input = (field: Field, type: 'text' | 'password' = 'text') => (
    <Input
      name={field}
      type={type}
      value={values[field]}
      onChange={(_, d) => setField(field, d.value)}
      placeholder={t(`shell.register.${field}Placeholder`)}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
    />
  );

  return (
    <>
      <Dialog open={open && !succeeded} onOpenChange={(_, d) => (d.open ? onOpenChange(true) : close())} modalType="modal">
        <DialogSurface aria-describedby={undefined}>
          <form onSubmit={onSubmit} noValidate>
            <DialogBody>
              <DialogTitle>{t('shell.register.title')}</DialogTitle>
              <DialogContent className={styles.form}>
                <Text className={styles.intro}>{t('shell.register.intro')}</Text>
                <Field required {...props('tenantId')}>
                  {input('tenantId')}
                </Field>
                <Field {...props('name')}>{input('name')}</Field>
                <Field required {...props('account')}>
                  {input('account')}
                </Field>
                <Field required {...props('password')}>
                  {input('password', 'password')}
                </Field>
                <Field required {...props('password2')}>
                  {input('password2', 'password')}
                </Field>
                {submit.isError && (
                  <MessageBar intent="error" role="alert">
                    <MessageBarBody>{localise(submit.error.message || REGISTRATION_MESSAGES.submitFailed)}</MessageBarBody>
                  </MessageBar>
                )}
              </DialogContent>
              <DialogActions>
                <Button onClick={close}>{t('shell.register.cancel')}</Button>
                <Button type="submit" appearance="primary" disabledFocusable={submit.isPending} icon={submit.isPending ? <Spinner size="tiny" /> : undefined}>
                  {submit.isPending ? t('shell.register.submitting') : t('shell.register.submit')}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
      <Dialog open={succeeded} modalType="alert">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('shell.register.successTitle')}</DialogTitle>
            <DialogContent>{localise(REGISTRATION_MESSAGES.submitted)}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => void acknowledge()}>
                {t('shell.register.ok')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
