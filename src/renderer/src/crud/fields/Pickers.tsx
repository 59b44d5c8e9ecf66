import { endpoints } from '@shared/api/endpoints';
import { pickerEndpoints } from '@shared/api/pickerEndpoints';
import { isPickableOrganisation } from '@shared/domain/bizAttention';
import type { BaseProps } from './common';
import { ReferencePicker } from './ReferencePicker';

/**
 * An organisation the caller's organisation looks after (biz-attention/list), by name; those not in
 * normal standing (the spec's status 2) are shown disabled. `orgCategory` narrows the list.
 */
export function OrganisationPicker(props: BaseProps & { nameField?: string; orgCategory?: string }) {
  const { orgCategory, ...rest } = props;
  return (
    <ReferencePicker
      {...rest}
      testId="org-picker"
      endpoint={endpoints.bizAttentionList}
      search="compName"
      filters={() => ({ orgCategory })}
      value={(r) => r.tenantId}
      label={(r) => r.compName}
      disabled={(r) => !isPickableOrganisation(r)}
    />
  );
}

/** A member of the caller's organisation (biz-info/members), by name, with post and department shown. */
export function MemberPicker(props: BaseProps & { nameField?: string }) {
  return (
    <ReferencePicker
      {...props}
      testId="member-picker"
      endpoint={pickerEndpoints.members}
      search="realName"
      value={(m) => m.id}
      label={(m) => m.realName}
      detail={(m) => [m.deptName, m.postName].filter(Boolean).join(' · ')}
    />
  );
}
