import { USER_LIMITS, USER_TYPE_DICT } from '@shared/domain/userAdmin';
import { SelectField, TextField } from '../../crud/fields';
import type { FieldsProps } from '../../crud/types';
import { TenantMembershipFields } from './TenantFields';

/**
 * The user admin form (spec 3 §5): account, type, the password pair only when adding (an edit never
 * changes a password: reset-password does), nickname, real name, phone, then the post in one
 * organisation: its roles, department and job post.
 */
export function UserFields({ mode }: FieldsProps) {
  const adding = mode === 'add';
  return (
    <>
      <TextField name="account" required max={USER_LIMITS.account} />
      <SelectField name="userType" required dictionary={USER_TYPE_DICT} />
      {adding && (
        <>
          <TextField name="password" type="password" required />
          <TextField name="password2" type="password" required />
        </>
      )}
      <TextField name="name" required max={USER_LIMITS.name} />
      <TextField name="realName" required />
      <TextField name="phone" required />
      <TenantMembershipFields />
    </>
  );
}

/** The grant dialog: an organisation and the roles the chosen users hold there. */
export function UserGrantFields() {
  return <TenantMembershipFields only="roles" />;
}
