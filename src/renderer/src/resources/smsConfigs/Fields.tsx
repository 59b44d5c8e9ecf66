import { SMS_CATEGORIES, SMS_CONFIG_LIMITS, smsNeedsCredentials } from '@shared/domain/smsConfig';
import { SelectField, TextField, useFieldValue } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';

/** The SMS configuration form: the reference console needs only its code; a gateway its template, keys and signature (the secret write-only). */
export function SmsConfigFields({ mode }: FieldsProps) {
  const lt = useLooseT();
  const gateway = smsNeedsCredentials(String(useFieldValue('category') ?? ''));
  const required = gateway && mode !== 'view';
  return (
    <>
      <TextField name="code" required max={SMS_CONFIG_LIMITS.code} />
      <SelectField name="category" required options={SMS_CATEGORIES.map((value) => ({ value, label: lt(`resources.smsConfigs.categories.${value}`) }))} />
      {gateway && (
        <>
          <TextField name="templateId" required={required} max={SMS_CONFIG_LIMITS.templateId} />
          <TextField name="signName" required={required} max={SMS_CONFIG_LIMITS.signName} />
          <TextField name="accessKey" required={required} max={SMS_CONFIG_LIMITS.accessKey} />
          {mode !== 'view' && <TextField name="secretKey" type="password" required={mode === 'add'} max={SMS_CONFIG_LIMITS.secretKey} />}
          <TextField name="region" max={SMS_CONFIG_LIMITS.region} />
        </>
      )}
      <TextField name="remark" multiline wide max={SMS_CONFIG_LIMITS.remark} />
    </>
  );
}

/** send-message's dialog: a template code, the phones, the template's parameters (JSON). */
export function SmsSendFields() {
  return (
    <>
      <TextField name="templateCode" required max={64} />
      <TextField name="phones" required wide />
      <TextField name="params" multiline wide max={SMS_CONFIG_LIMITS.params} />
    </>
  );
}

/** validate-message's dialog: the phone and the code it received. */
export function SmsValidateFields() {
  return (
    <>
      <TextField name="phone" required max={11} />
      <TextField name="smsCode" required max={12} />
    </>
  );
}
