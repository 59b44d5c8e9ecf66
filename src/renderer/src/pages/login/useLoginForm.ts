import { passwordLoginSchema } from '@shared/domain/auth';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { useState } from 'react';
import { useSignIn } from '../../session/useSignIn';

export type LoginField = 'tenantId' | 'username' | 'password';
export type LoginValues = Record<LoginField, string>;
type LoginErrors = Partial<Record<LoginField, string>>;

const FIELDS: readonly LoginField[] = ['tenantId', 'username', 'password'];
const INITIAL: LoginValues = { tenantId: OPERATOR_TENANT, username: '', password: '' };

/** The first message of each field, in Chinese as the shared schema writes it. */
function validate(values: LoginValues): LoginErrors {
  const result = passwordLoginSchema.safeParse(values);
  if (result.success) return {};
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The password-login form: validated by the schema the server also enforces, first on submit and
 * then on every change, so a message disappears as soon as it is fixed.
 */
export function useLoginForm() {
  const [values, setValues] = useState<LoginValues>(INITIAL);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [validateOnChange, setValidateOnChange] = useState(false);
  const signIn = useSignIn();

  const setField = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (validateOnChange) setErrors(validate(next));
  };

  /** Returns the first invalid field, for the form to focus, or null when the request went out. */
  const submit = (): LoginField | null => {
    if (signIn.isPending) return null;
    setValidateOnChange(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) return firstInvalid;
    signIn.mutate(passwordLoginSchema.parse(values));
    return null;
  };

  return {
    values,
    errors,
    setField,
    submit,
    busy: signIn.isPending || signIn.isSuccess,
    failure: signIn.error?.message ?? null,
  };
}
