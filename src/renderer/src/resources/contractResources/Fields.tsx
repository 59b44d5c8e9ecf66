import { contractOwnerEndpoints } from '@shared/api/contractOwnerEndpoints';
import type { ContractParty } from '@shared/domain/contract';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { resourceCommission } from '@shared/domain/contractResource';
import { useEffect } from 'react';
import { Controller, useFormContext, type UseFormReturn, type FieldValues } from 'react-hook-form';
import { ComputedField, DateTimeField, PercentField, ReferencePicker, TextField } from '../../crud/fields';
import { useFieldBasics } from '../../crud/fields/common';
import { useCrudForm } from '../../crud/formContext';
import type { FieldsProps } from '../../crud/types';
import { AttachmentLinks } from '../../features/uploads/AttachmentLinks';
import { AttachmentField, type FieldFile } from '../../features/uploads/fields';
import { PartyJiaField, PartyYiField } from './PartyFields';

/** The owner contract's figures the form shows read-only (spec 2 §3), as the picked owner contract answers them. */
export const OWNER_FIGURES = [
  'yz_currContractAmount',
  'bizFee',
  'projectCostFee',
  'productContractAmount',
  'resourceContractAmount',
  'otherAmount',
  'costSurplus',
  'currInvoiceAmount',
  'invoiceRate',
  'unInvoiceArriveTotal',
  'unInvoiceTotal',
  'currArriveAmount',
  'unContractArriveTotal',
] as const;

const first = (p: ContractParty | ContractParty[] | undefined) => (Array.isArray(p) ? p[0] : p);

/** What picking an owner contract fills: its name, code, parties (party A's choices) and figures. */
export function ownerValues(o: OwnerContract): Record<string, unknown> {
  const record = o as unknown as Record<string, unknown>;
  const figures = Object.fromEntries(OWNER_FIGURES.map((k) => [k, String(record[k === 'yz_currContractAmount' ? 'currContractAmount' : k] ?? '0.00')]));
  return { contractOwnerId: o.id, yzName: o.name, yzCode: o.code, ownerParties: [o.partyJia, first(o.partyYi)].filter(Boolean), ...figures };
}

function fillOwner(o: OwnerContract, form: UseFormReturn<FieldValues>) {
  for (const [k, v] of Object.entries(ownerValues(o))) if (k !== 'contractOwnerId') form.setValue(k, v, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
}

/** The scans: the upload field while writing, the stored files' links when viewing. */
function ScanField() {
  const { control, label, error, styles } = useFieldBasics('scanAttach');
  const { mode } = useCrudForm();
  return (
    <div className={styles.wide}>
      <Controller
        name="scanAttach"
        control={control}
        render={({ field }) =>
          mode === 'view' ? (
            <AttachmentLinks label={label} links={((field.value ?? []) as FieldFile[]).map((f) => f.link)} testId="resource-scan" />
          ) : (
            <AttachmentField kind="contractScan" label={label} value={field.value ?? []} error={error} testId="resource-scan" onChange={field.onChange} />
          )
        }
      />
    </div>
  );
}

const money = (name: string) => <ComputedField key={name} name={name} suffix={name === 'invoiceRate' ? 'percent' : 'yuan'} />;

/**
 * The resource-provider service contract form (spec 2 §5): the owner contract picked (its figures
 * filled read-only), parties, the commission percent with the amount live, and in modify the change
 * and the total after it. `ownerFixed`: opened from an owner contract's tab, which decides it.
 */
export function ResourceContractFields({ mode, ownerFixed }: FieldsProps & { ownerFixed?: boolean }) {
  const form = useFormContext();
  const { record } = useCrudForm();
  const adding = mode === 'add';
  // Modify shows the change against the amount as it stands: the pre-change figures are the current ones.
  useEffect(() => {
    if (mode === 'modify' && record) {
      form.setValue('preCommissionPercent', record.commissionPercent);
      form.setValue('preCommissionAmount', record.commissionAmount);
    }
  }, [mode, record, form]);
  return (
    <>
      <ReferencePicker
        name="contractOwnerId"
        nameField="yzName"
        required
        wide
        readOnly={!adding || ownerFixed}
        endpoint={contractOwnerEndpoints.page}
        search="name"
        value={(o: OwnerContract) => o.id}
        label={(o: OwnerContract) => o.name}
        detail={(o: OwnerContract) => o.code}
        disabled={(o: OwnerContract) => ![1, 2, 3].includes(o.statusContract)}
        onPick={fillOwner}
        testId="resource"
      />
      <TextField name="yzCode" required readOnly />
      <TextField name="name" required max={200} />
      <TextField name="code" max={200} readOnly={mode === 'modify'} />
      <PartyJiaField readOnly={mode === 'modify'} />
      <PartyYiField readOnly={!adding} />
      <DateTimeField name="signDate" required />
      <PercentField name="commissionPercent" required />
      <ComputedField name="commissionAmount" formula={resourceCommission} suffix="yuan" />
      {mode === 'modify' ? (
        <>
          <ComputedField name="preCommissionPercent" suffix="percent" />
          <ComputedField name="preCommissionAmount" suffix="yuan" />
          <ComputedField name="changeAmount" suffix="yuan" />
          <ComputedField name="requestTotalAmount" suffix="yuan" />
        </>
      ) : null}
      <ComputedField name="commissionAmountAfter" suffix="yuan" />
      {OWNER_FIGURES.map(money)}
      <TextField name="scale" required wide multiline max={2000} />
      <ScanField />
      <TextField name="remark" wide multiline max={200} />
    </>
  );
}
