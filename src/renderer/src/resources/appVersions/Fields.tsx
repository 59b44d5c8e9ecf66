import { useWatch } from 'react-hook-form';
import { APP_VERSION_FILE_LIMITS, APP_VERSION_LIMITS, isDesktopTerminal, MOBILE_TYPE_DICT } from '@shared/domain/appVersion';
import { SelectField, TextField } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';

/** Terminal, name and number ≤30, forced update, notes ≤2000, download URL ≤1000 (http:// or https://), remark ≤2000. */
export function AppVersionFields() {
  const lt = useLooseT();
  // A desktop installer's record feeds the auto-update: it also needs the installer's checksum and size.
  const desktop = isDesktopTerminal(String(useWatch({ name: 'mobileType' }) ?? ''));
  return (
    <>
      <SelectField name="mobileType" required dictionary={MOBILE_TYPE_DICT} />
      <TextField name="versionName" required max={APP_VERSION_LIMITS.name} />
      <TextField name="versionCode" required max={APP_VERSION_LIMITS.code} />
      <SelectField name="isUpdate" required options={['0', '1'].map((value) => ({ value, label: lt(`resources.appVersions.forced.${value}`) }))} />
      <TextField name="downloadUrl" required wide max={APP_VERSION_LIMITS.downloadUrl} />
      {desktop && (
        <>
          <TextField name="fileSha512" required wide max={APP_VERSION_FILE_LIMITS.sha512} />
          <TextField name="fileSize" required />
        </>
      )}
      <TextField name="updateRemark" wide multiline max={APP_VERSION_LIMITS.updateRemark} />
      <TextField name="remark" wide multiline max={APP_VERSION_LIMITS.remark} />
    </>
  );
}
