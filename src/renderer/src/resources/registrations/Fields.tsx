import { ENTERPRISE_REGISTRATION_LIMITS } from '@shared/domain/enterpriseRegistration';
import { RegionField, SelectField, TextField } from '../../crud/fields';
import { kindOptions, statusOptions } from './options';

/** One application, read only (the list's view mode): a guest application fills only its own fields. */
export function RegistrationFields() {
  return (
    <>
      <SelectField name="kind" options={kindOptions()} />
      <SelectField name="status" options={statusOptions()} />
      <TextField name="name" />
      <SelectField name="orgCategory" dictionary="org_category" />
      <TextField name="account" />
      <TextField name="tenantId" />
      <TextField name="legal" />
      <RegionField name="provinceCodes" />
      <TextField name="contacts" />
      <TextField name="phone" />
      <TextField name="createTime" />
      <TextField name="reviewTime" />
      <TextField name="remark" multiline wide />
      <TextField name="refuseReason" multiline wide />
    </>
  );
}

/** The refusal dialog: the reason the applicant will read. */
export function RefuseFields() {
  return <TextField name="refuseReason" required multiline max={ENTERPRISE_REGISTRATION_LIMITS.refuseReason} />;
}
