import { MY_CONTRACT_LIMITS } from '@shared/domain/myContract';
import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '../../crud/fields';
import { useFieldError, useFieldStyles, useLabel } from '../../crud/fields/common';
import type { FieldsProps } from '../../crud/types';
import { AttachmentField, type FieldFile } from '../../features/uploads/fields';

/** The view drawer: the contract's main fields, read-only (a party never edits another's contract). */
export function MyContractFields(_: FieldsProps) {
  return (
    <>
      <TextField name="name" readOnly wide />
      <TextField name="code" readOnly />
      <TextField name="kind" readOnly />
      <TextField name="statusContract" readOnly />
      <TextField name="tenantName" readOnly />
      <TextField name="ownerName" readOnly />
      <TextField name="partyJia" readOnly />
      <TextField name="partyYi" readOnly />
      <TextField name="amount" readOnly />
      <TextField name="signDate" readOnly />
      <TextField name="remark" readOnly wide multiline />
      <TextField name="supplementText" readOnly wide multiline />
    </>
  );
}

/** The party's copy's scans (contractScan: pdf and images, 100 MB, up to 10). */
function ScansField(props: { testId: string }) {
  const { control } = useFormContext();
  const label = useLabel('scanAttach');
  const error = useFieldError('scanAttach');
  const styles = useFieldStyles();
  return (
    <div className={styles.wide}>
      <Controller
        name="scanAttach"
        control={control}
        render={({ field }) => (
          <AttachmentField kind="contractScan" label={label} value={(field.value ?? []) as FieldFile[]} error={error} testId={props.testId} onChange={(files) => field.onChange(files)} />
        )}
      />
    </div>
  );
}

/** The supplement form (my-contract/submit): the party's own internal code, contact, scans and remark. */
export function SupplementFields() {
  return (
    <>
      <TextField name="internalCode" max={MY_CONTRACT_LIMITS.internalCode} />
      <TextField name="contactName" max={MY_CONTRACT_LIMITS.contactName} />
      <TextField name="contactPhone" max={MY_CONTRACT_LIMITS.contactPhone} />
      <ScansField testId="supplement-scans" />
      <TextField name="remark" multiline max={MY_CONTRACT_LIMITS.remark} />
    </>
  );
}

/** my-contract/supplement: the signed copy's scans, added to the supplement later. */
export function ScanFields() {
  return <ScansField testId="supplement-more-scans" />;
}
