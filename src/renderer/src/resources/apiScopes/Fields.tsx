import { MODULES } from '@shared/api/modules';
import { API_SCOPE_METHODS } from '@shared/domain/apiScope';
import { SCOPE_LIMITS } from '@shared/domain/scopeMessages';
import { SelectField, TextField } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';

/** The API-scope form: the logical module, a path under it (a trailing * covers what is below), the method. */
export function ApiScopeFields() {
  const lt = useLooseT();
  return (
    <>
      <TextField name="name" required max={SCOPE_LIMITS.name} />
      <TextField name="code" required max={SCOPE_LIMITS.code} />
      <SelectField name="module" required options={MODULES.map((value) => ({ value, label: value }))} />
      <TextField name="path" required max={SCOPE_LIMITS.path} />
      <SelectField name="method" options={API_SCOPE_METHODS.map((value) => ({ value: value || 'any', label: lt(`resources.apiScopes.methods.${value || 'any'}`) }))} />
      <TextField name="remark" multiline wide max={SCOPE_LIMITS.remark} />
    </>
  );
}
