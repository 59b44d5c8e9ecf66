import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiError, unwrap } from '../../api/ApiError';
import { bridge } from '../../bridge/client';
import { useSignIn } from '../../session/useSignIn';
import { loadAuthRules, loadedAuthRules } from './authRules';
import { fieldErrors, type FieldErrors } from './fieldErrors';

export type LoginField = 'tenantId' | 'username' | 'password' | 'captchaCode';
export type LoginValues = Record<LoginField, string>;

const FIELDS: readonly LoginField[] = ['tenantId', 'username', 'password', 'captchaCode'];
const INITIAL: LoginValues = { tenantId: OPERATOR_TENANT, username: '', password: '', captchaCode: '' };

/** Whether the server checks a captcha, and the current one: asked of the core, never of the network. */
export const captchaQuery = () => ({
  queryKey: ['login', 'captcha'] as const,
  queryFn: async () => unwrap(await bridge.session.captcha().catch((cause: unknown) => Promise.reject(toApiError(cause)))),
  staleTime: Infinity,
  gcTime: 0,
});

/**
 * The account-login form: validated by the schema the server also enforces, first on submit and then
 * on every change. When the server enables the captcha, its field joins the form and a failed attempt
 * brings a fresh image (a captcha answers once).
 */
export function useLoginForm() {
  const [values, setValues] = useState<LoginValues>(INITIAL);
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [validateOnChange, setValidateOnChange] = useState(false);
  const queryClient = useQueryClient();
  const captcha = useQuery(captchaQuery());
  const signIn = useSignIn();

  const check = (next: LoginValues): FieldErrors<LoginField> => {
    const rules = loadedAuthRules();
    if (!rules) return {};
    const found = fieldErrors<LoginField>(rules.passwordLoginSchema, next);
    if (captcha.data && !next.captchaCode.trim()) found.captchaCode ??= rules.AUTH_MESSAGES.captchaRequired;
    return found;
  };

  const setField = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    void loadAuthRules();
    if (validateOnChange) setErrors(check(next));
  };

  /** Returns the first invalid field, for the form to focus, or null when the request went out. */
  const submit = async (): Promise<LoginField | null> => {
    if (signIn.isPending) return null;
    const { passwordLoginSchema } = await loadAuthRules();
    setValidateOnChange(true);
    const found = check(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) return firstInvalid;
    const { captchaCode, ...rest } = values;
    const input = passwordLoginSchema.parse({ ...rest, ...(captcha.data ? { captchaKey: captcha.data.key, captchaCode: captchaCode.trim() } : {}) });
    signIn.mutate(
      { kind: 'password', input },
      {
        // Asked again after any refusal: a used captcha is spent, and the operator may have switched it on or off (param account.captcha).
        onError: () => {
          if (captcha.data) setValues((v) => ({ ...v, captchaCode: '' }));
          void queryClient.invalidateQueries({ queryKey: captchaQuery().queryKey });
        },
      },
    );
    return null;
  };

  return {
    values,
    errors,
    setField,
    submit,
    captcha: captcha.data ?? null,
    refreshCaptcha: () => void queryClient.invalidateQueries({ queryKey: captchaQuery().queryKey }),
    busy: signIn.isPending || signIn.isSuccess,
    failure: signIn.error?.message ?? null,
  };
}
