import { isSecretParam, PARAM_LIMITS } from '@shared/domain/param';
import { Caption1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { TextField, useFieldValue } from '../../crud/fields';
import type { FieldsProps } from '../../crud/types';

/** A secret parameter (the initial password) is typed as a password; editing it, blank keeps the old value. */
export function ParamFields({ mode }: FieldsProps) {
  const { t } = useTranslation();
  const key = String(useFieldValue('paramKey') ?? '');
  const secret = isSecretParam(key.trim());
  return (
    <>
      <TextField name="paramName" required max={PARAM_LIMITS.name} />
      <TextField name="paramKey" required max={PARAM_LIMITS.key} />
      <TextField name="paramValue" required={!(secret && mode === 'edit')} max={PARAM_LIMITS.value} type={secret ? 'password' : 'text'} />
      {secret && mode === 'edit' && <Caption1>{t('resources.params.secretHint')}</Caption1>}
      <TextField name="remark" multiline max={PARAM_LIMITS.remark} />
    </>
  );
}
