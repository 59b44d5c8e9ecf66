import { DATA_SCOPE_TYPES, fieldsOf, SCOPED_RESOURCE_NAMES } from '@shared/domain/dataScope';
import { SCOPE_LIMITS } from '@shared/domain/scopeMessages';
import { SelectField, TextField, useFieldValue } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';

/** The data-scope form: the rule's field and values only for a custom rule (the schema drops them otherwise). */
export function DataScopeFields() {
  const lt = useLooseT();
  const resource = String(useFieldValue('resource') ?? '');
  const custom = useFieldValue('scopeType') === 'custom';
  return (
    <>
      <TextField name="name" required max={SCOPE_LIMITS.name} />
      <TextField name="code" required max={SCOPE_LIMITS.code} />
      <SelectField name="resource" required options={SCOPED_RESOURCE_NAMES.map((value) => ({ value, label: lt(`resources.dataScopes.targets.${value}`) }))} />
      <SelectField name="scopeType" required options={DATA_SCOPE_TYPES.map((value) => ({ value, label: lt(`resources.dataScopes.types.${value}`) }))} />
      {custom && (
        <>
          <SelectField name="scopeColumn" required options={fieldsOf(resource).map((value) => ({ value, label: lt(`resources.dataScopes.columns.${value}`) }))} />
          <TextField name="scopeValue" required max={SCOPE_LIMITS.value} />
        </>
      )}
      <TextField name="remark" multiline wide max={SCOPE_LIMITS.remark} />
    </>
  );
}
