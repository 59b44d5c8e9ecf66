import { APP_VERSION_LIMITS, MOBILE_TYPE_DICT } from '@shared/domain/appVersion';
import { SelectField, TextField } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';

/** Terminal, name and number ≤30, forced update, notes ≤2000, download URL ≤1000 (http:// or https://), remark ≤2000. */
export function AppVersionFields() {
  const lt = useLooseT();
  return (
    <>
      <SelectField name="mobileType" required dictionary={MOBILE_TYPE_DICT} />
      <TextField name="versionName" required max={APP_VERSION_LIMITS.name} />
      <TextField name="versionCode" required max={APP_VERSION_LIMITS.code} />
      <SelectField name="isUpdate" required options={['0', '1'].map((value) => ({ value, label: lt(`resources.appVersions.forced.${value}`) }))} />
      <TextField name="downloadUrl" required wide max={APP_VERSION_LIMITS.downloadUrl} />
      <TextField name="updateRemark" wide multiline max={APP_VERSION_LIMITS.updateRemark} />
      <TextField name="remark" wide multiline max={APP_VERSION_LIMITS.remark} />
    </>
  );
}
