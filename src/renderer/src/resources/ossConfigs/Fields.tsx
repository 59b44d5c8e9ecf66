import { STORAGE_CATEGORIES, STORAGE_CONFIG_LIMITS, storageNeedsCredentials } from '@shared/domain/storageConfig';
import { SelectField, TextField, useFieldValue } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';

/**
 * The storage configuration form: the reference store needs only its code (its address, bucket and
 * region are the server's); Aliyun needs its own. The secret is a password field that starts blank:
 * left blank on an edit, the stored one is kept.
 */
export function OssConfigFields({ mode }: FieldsProps) {
  const lt = useLooseT();
  const own = storageNeedsCredentials(String(useFieldValue('category') ?? ''));
  const required = own && mode !== 'view';
  return (
    <>
      <TextField name="code" required max={STORAGE_CONFIG_LIMITS.code} />
      <SelectField name="category" required options={STORAGE_CATEGORIES.map((value) => ({ value, label: lt(`resources.ossConfigs.categories.${value}`) }))} />
      {own && (
        <>
          <TextField name="endpoint" required={required} wide max={STORAGE_CONFIG_LIMITS.endpoint} />
          <TextField name="bucket" required={required} max={STORAGE_CONFIG_LIMITS.bucket} />
          <TextField name="region" required={required} max={STORAGE_CONFIG_LIMITS.region} />
          <TextField name="accessKey" required={required} max={STORAGE_CONFIG_LIMITS.accessKey} />
          {mode !== 'view' && <TextField name="secretKey" type="password" required={mode === 'add'} max={STORAGE_CONFIG_LIMITS.secretKey} />}
          <TextField name="roleArn" required={required} wide max={STORAGE_CONFIG_LIMITS.roleArn} />
        </>
      )}
      <TextField name="remark" multiline wide max={STORAGE_CONFIG_LIMITS.remark} />
    </>
  );
}
