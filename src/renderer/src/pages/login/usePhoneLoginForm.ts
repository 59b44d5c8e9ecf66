import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { useEffect, useState } from 'react';
import { toApiError, unwrap } from '../../api/ApiError';
import { bridge } from '../../bridge/client';
import { useSignIn } from '../../session/useSignIn';
import { loadAuthRules, loadedAuthRules } from './authRules';
import { fieldErrors, type FieldErrors } from './fieldErrors';

export type PhoneField = 'tenantId' | 'phone' | 'code';
export type PhoneValues = Record<PhoneField, string>;

const FIELDS: readonly PhoneField[] = ['tenantId', 'phone', 'code'];
const INITIAL: PhoneValues = { tenantId: OPERATOR_TENANT, phone: '', code: '' };
/** Spec 1 §2: the send-code button counts down 60 seconds before it can send again. */
export const RESEND_SECONDS = 60;

/** The phone-login form: the code is sent through the core, then the countdown runs. */
export function usePhoneLoginForm() {
  const [values, setValues] = useState<PhoneValues>(INITIAL);
  const [errors, setErrors] = useState<FieldErrors<PhoneField>>({});
  const [validateOnChange, setValidateOnChange] = useState(false);
  const [deadline, setDeadline] = useState(0);
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const signIn = useSignIn();

  // Counted from a deadline, so a busy or sleeping window cannot stretch the 60 seconds.
  useEffect(() => {
    if (!deadline) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setCountdown(left);
      if (left === 0) setDeadline(0);
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const setField = (field: PhoneField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    void loadAuthRules();
    const rules = loadedAuthRules();
    if (validateOnChange && rules) setErrors(fieldErrors<PhoneField>(rules.smsLoginSchema, next));
  };

  /** Sends the code when the phone number is valid; answers the invalid field otherwise. */
  const sendCode = async (): Promise<PhoneField | null> => {
    if (countdown > 0 || sending) return null;
    const { phoneSchema } = await loadAuthRules();
    const phone = phoneSchema.safeParse(values.phone);
    if (!phone.success) {
      setErrors((e) => ({ ...e, phone: phone.error.issues[0].message }));
      return 'phone';
    }
    setErrors((e) => ({ ...e, phone: undefined }));
    setSending(true);
    setSendFailure(null);
    try {
      unwrap(await bridge.session.sendSmsCode(phone.data).catch((cause: unknown) => Promise.reject(toApiError(cause))));
      setCountdown(RESEND_SECONDS);
      setDeadline(Date.now() + RESEND_SECONDS * 1000);
      setSent(true);
    } catch (error) {
      setSendFailure((error as Error).message);
    } finally {
      setSending(false);
    }
    return null;
  };

  const submit = async (): Promise<PhoneField | null> => {
    if (signIn.isPending) return null;
    const { smsLoginSchema } = await loadAuthRules();
    setValidateOnChange(true);
    const found = fieldErrors<PhoneField>(smsLoginSchema, values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) return firstInvalid;
    signIn.mutate({ kind: 'sms', input: smsLoginSchema.parse(values) });
    return null;
  };

  return {
    values,
    errors,
    setField,
    submit,
    sendCode,
    countdown,
    sending,
    sent,
    busy: signIn.isPending || signIn.isSuccess,
    failure: signIn.error?.message ?? sendFailure,
  };
}
