import { Button, Field, Input } from '@fluentui/react-components';
import { orgEndpoints } from '@shared/api/orgEndpoints';
import { isMobile } from '@shared/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { callEndpoint } from '../../api/callEndpoint';
import { SelectField, TextField } from '../../crud/fields';
import { useFieldBasics } from '../../crud/fields/common';
import { useCrudForm } from '../../crud/formContext';
import { useLooseT } from '../../crud/looseT';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';

/**
 * The director by phone (spec 3 §5): the name is filled from the registered account and read-only;
 * a failed lookup shows the server's message and lets the name be typed.
 */
export function DirectorFields() {
  const lt = useLooseT();
  const localise = useLocaliseMessage();
  const { getValues, setValue, setError, clearErrors } = useFormContext();
  const phone = useFieldBasics('directorPhone');
  const [nameOpen, setNameOpen] = useState(false);
  const lookup = async () => {
    const value = String(getValues('directorPhone') ?? '').trim();
    if (!isMobile(value)) return;
    try {
      const user = await callEndpoint(orgEndpoints.checkUser, { phone: value });
      setValue('directorName', user.realName, { shouldValidate: true });
      clearErrors('directorPhone');
      setNameOpen(false);
    } catch (e) {
      setError('directorPhone', { type: 'server', message: (e as Error).message });
      setNameOpen(true);
    }
  };
  return (
    <>
      <Controller
        name="directorPhone"
        control={phone.control}
        render={({ field }) => (
          <Field label={phone.label} required validationMessage={phone.error ? localise(phone.error) : undefined}>
            <div style={{ display: 'flex', gap: 8 }}>
              <Input
                {...field}
                style={{ flex: 1 }}
                data-testid="field-directorPhone"
                value={field.value ?? ''}
                onChange={(_, d) => field.onChange(d.value)}
                onBlur={() => {
                  field.onBlur();
                  void lookup();
                }}
              />
              <Button data-testid="director-lookup" onClick={() => void lookup()}>
                {lt('resources.organisations.lookup')}
              </Button>
            </div>
          </Field>
        )}
      />
      <TextField name="directorName" required readOnly={!nameOpen} />
    </>
  );
}

export function DockingFields() {
  return (
    <>
      <TextField name="dockingName" required max={20} />
      <TextField name="dockingPhone" />
      <TextField name="weContactName" required max={20} />
      <TextField name="weContactPhone" />
    </>
  );
}

/** Transfer: another active member of the organisation takes the director's place. */
export function TransferFields() {
  const lt = useLooseT();
  const { record } = useCrudForm();
  const id = String(record?.id ?? '');
  const users = useQuery({ queryKey: ['orgUsers', 'list', { id, size: -1 }], queryFn: () => callEndpoint(orgEndpoints.users, { id, size: -1 }), enabled: !!id });
  const options = (users.data?.records ?? []).filter((u) => u.joinStatus === 'JOINED' && !u.director).map((u) => ({ value: u.userId, label: `${u.realName} ${u.phone}` }));
  return (
    <>
      <p>{lt('resources.organisations.transferConfirm')}</p>
      <SelectField name="userId" required options={options} />
    </>
  );
}
