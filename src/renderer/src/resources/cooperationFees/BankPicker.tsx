import { partnerEndpoints } from '@shared/api/partnerEndpoints';
import type { BankCard } from '@shared/domain/bankCard';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { userInfoQuery } from '../../api/sessionQueries';
import { ReferencePicker, SelectField, TextField } from '../../crud/fields';

/**
 * The organisation itself: the paying (or returning) company of a fee is the caller's organisation
 * (the server refuses any other), so an empty field starts as it — the person pays on its behalf.
 */
export function OwnCompanyField(props: { name: string; readOnly?: boolean }) {
  const me = useQuery(userInfoQuery()).data;
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    // Not a change of the person's: the form is not dirtied by it (closing the drawer asks nothing).
    if (me && !getValues(props.name)) setValue(props.name, me.tenantId, { shouldDirty: false });
  }, [me, props.name, getValues, setValue]);
  const options = me ? [{ value: me.tenantId, label: me.orgName }] : [];
  return <SelectField name={props.name} required readOnly={props.readOnly} options={options} />;
}

/**
 * One of the organisation's bank cards (biz-bankcard/list, its own): picking it fills the account
 * name, number and opening bank shown read-only (`<prefix>BankName`, `…Card`, `…Open`).
 */
export function OwnBankPicker(props: { prefix: 'pay' | 'restitution'; readOnly?: boolean; testId: string }) {
  const p = props.prefix;
  return (
    <>
      <ReferencePicker<BankCard, { current?: number; size?: number; code?: string }>
        name={`${p}BankId`}
        nameField={`${p}BankName`}
        required
        readOnly={props.readOnly}
        endpoint={partnerEndpoints.bankCardPage}
        value={(c) => c.id}
        label={(c) => c.accName}
        detail={(c) => c.bankAcc}
        testId={props.testId}
        onPick={(c, form) => {
          form.setValue(`${p}BankCard`, c.bankAcc);
          form.setValue(`${p}BankOpen`, c.openBank);
        }}
      />
      <TextField name={`${p}BankCard`} readOnly />
      <TextField name={`${p}BankOpen`} readOnly />
    </>
  );
}
