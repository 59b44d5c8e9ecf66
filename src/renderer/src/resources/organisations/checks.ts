import { orgEndpoints } from '@shared/api/orgEndpoints';
import { ORG_PROFILE_MESSAGES } from '@shared/domain/orgProfile';
import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { ApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/callEndpoint';
import { useCrudForm } from '../../crud/formContext';

/** The server's own answers to a check; anything else (offline, a 500) means the check itself failed. */
const CHECK_ANSWERS: string[] = [ORG_PROFILE_MESSAGES.nameExists, ORG_PROFILE_MESSAGES.regNoExists];

/**
 * The organisation form's checks on blur (spec 3 §5): the name (名称已存在，请检查) and the credit code
 * (企业社会信用代码已存在，请检查) against other organisations; when the check cannot answer,
 * 接口出错了，请重新填写. The save checks again on the server, inside its transaction.
 */
export function useExistenceCheck(field: 'orgName' | 'regNo') {
  const { getValues, setError, clearErrors, getFieldState } = useFormContext();
  const { record } = useCrudForm();
  return useCallback(async () => {
    const value = String(getValues(field) ?? '').trim();
    // Only a value the schema accepts is worth asking about; the schema's own message stays.
    if (!value || getFieldState(field).error?.type === 'too_big') return;
    const id = (record?.id as string | undefined) ?? '';
    try {
      if (field === 'orgName') await callEndpoint(orgEndpoints.checkExist, { name: value, field: 'orgName', id });
      else await callEndpoint(orgEndpoints.checkRegNo, { regNo: value, id });
      if (CHECK_ANSWERS.includes(String(getFieldState(field).error?.message))) clearErrors(field);
    } catch (e) {
      const answered = e instanceof ApiError && CHECK_ANSWERS.includes(e.message);
      setError(field, { type: 'server', message: answered ? e.message : ORG_PROFILE_MESSAGES.checkFailed });
    }
  }, [field, getValues, setError, clearErrors, getFieldState, record]);
}
