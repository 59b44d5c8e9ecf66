import { memberEndpoints } from '@shared/api/memberEndpoints';
import { orgPickerEndpoints } from '@shared/api/orgPickerEndpoints';
import { EDITABLE_JOIN_STATUSES, MEMBER_LIMITS, SEXES } from '@shared/domain/member';
import { RegionField, SelectField, TextField } from '../../crud/fields';
import { OptionsField } from '../../crud/fields/OptionsField';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';
import { postOptions, roleOptions } from './options';

/**
 * Add user (phone, name, sex, location, then the permissions) and the member permission form (job
 * post, roles, department, join status JOINED/LOCK/QUIT): one set of fields, by mode.
 */
export function MemberFields({ mode }: FieldsProps) {
  const lt = useLooseT();
  const adding = mode === 'add';
  return (
    <>
      <TextField name="phone" required={adding} readOnly={!adding} />
      <TextField name="realName" required={adding} readOnly={!adding} max={MEMBER_LIMITS.realName} />
      {adding && (
        <>
          <SelectField name="sex" required options={SEXES.map((s) => ({ value: String(s), label: lt(`resources.members.sexes.${s}`) }))} />
          <RegionField name="areaCode" required />
        </>
      )}
      <OptionsField name="postId" endpoint={orgPickerEndpoints.postSelect} toOptions={postOptions} />
      <OptionsField name="roleIds" required multiple endpoint={orgPickerEndpoints.roleTree} toOptions={roleOptions} />
      <OptionsField name="deptId" required endpoint={memberEndpoints.deptOptions} toOptions={(depts) => depts.map((d) => ({ value: d.id, label: d.name }))} />
      {!adding && <SelectField name="joinStatus" required options={EDITABLE_JOIN_STATUSES.map((s) => ({ value: s, label: lt(`resources.members.statuses.${s}`) }))} />}
    </>
  );
}
