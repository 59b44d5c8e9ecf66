import { partnerEndpoints } from '@shared/api/partnerEndpoints';
import { ORG_CATEGORY_CODES } from '@shared/domain/organisation';
import { SelectField, TextField } from '../../crud/fields';
import { ReferencePicker } from '../../crud/fields/ReferencePicker';
import { looseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';

/**
 * Any category may be a partner (the tabs show the six partner categories, "all" shows every one).
 * Adding picks a platform organisation of the chosen category by name (the list leaves out itself and
 * those already partners; the server refuses them too); editing changes the remark only.
 */
export function PartnerFields({ mode }: FieldsProps) {
  const adding = mode === 'add';
  return (
    <>
      <SelectField name="orgCategory" readOnly={!adding} options={ORG_CATEGORY_CODES.map((c) => ({ value: c, label: looseT(`orgCategories.${c}`) }))} />
      {adding ? (
        <ReferencePicker
          name="targetTenantId"
          nameField="targetName"
          required
          testId="partner-candidate"
          endpoint={partnerEndpoints.partnerCandidates}
          search="compName"
          filters={(v) => (v.orgCategory ? { orgCategory: String(v.orgCategory) } : null)}
          waitingFor="orgCategory"
          value={(c) => c.tenantId}
          label={(c) => c.compName}
        />
      ) : (
        <TextField name="targetName" readOnly />
      )}
      <TextField name="remark" multiline max={200} wide />
    </>
  );
}
