import { CLIENT_GRANT_TYPES } from '@shared/domain/oauthClient';
import { SelectField, TextField } from '../../crud/fields';
import { useCrudForm } from '../../crud/formContext';
import { useLooseT } from '../../crud/looseT';

/** The client form: id (fixed for the app's own client), grant types, both lifetimes in seconds, remark. The secret is the server's to make. */
export function ClientFields() {
  const lt = useLooseT();
  const { record } = useCrudForm();
  const isDefault = (record as { isDefault?: number } | undefined)?.isDefault === 1;
  return (
    <>
      <TextField name="clientId" required readOnly={isDefault} max={32} />
      <SelectField name="grantTypes" required multiple options={CLIENT_GRANT_TYPES.map((g) => ({ value: g, label: lt(`resources.clients.grantTypes.${g}`) }))} />
      <TextField name="accessTokenValidity" required />
      <TextField name="refreshTokenValidity" required />
      <TextField name="remark" multiline max={200} wide />
    </>
  );
}
