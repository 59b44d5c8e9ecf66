import { projectEndpoints } from '@shared/api/projectEndpoints';
import { CONTRACT_STATUS } from '@shared/domain/contract';
import { OWNER_CONTRACT_LIMITS as L, type OwnerContract } from '@shared/domain/contractOwner';
import { ownerContractFormula } from '@shared/domain/contractOwnerSchema';
import { Controller, useWatch } from 'react-hook-form';
import { ComputedField, CreatorBlock, DateTimeField, MoneyField, OrganisationPicker, PercentField, RegionField, SelectField, TextField } from '../../crud/fields';
import { useFieldError, useLabel } from '../../crud/fields/common';
import { PickerRows } from '../../crud/fields/PickerRows';
import { useCrudForm } from '../../crud/formContext';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';
import { AttachmentField } from '../../features/uploads/fields';
import { PartyField } from '../projects/PartyField';

/** The scan attachments (contractScan: pdf and images, up to 10). */
function ScanField({ readOnly }: { readOnly: boolean }) {
  const label = useLabel('scanAttach');
  const error = useFieldError('scanAttach');
  return (
    <div style={{ gridColumn: '1 / -1' }}>
      <Controller
        name="scanAttach"
        render={({ field }) => <AttachmentField kind="contractScan" label={label} required value={field.value ?? []} onChange={field.onChange} disabled={readOnly || field.disabled} error={error} testId="owner-scan" />}
      />
    </div>
  );
}

/**
 * The owner contract form (add, edit, view, modify; spec 2 §5): isDirect hides party B (the
 * organisation signs itself), the consortium switch makes party B several, the fees follow the amount
 * and ratios live (the shared formula the server runs again). In modify only the figures, signing
 * date, scans, scale, address and remark change; the rest is shown read-only.
 */
export function OwnerContractFields({ mode }: FieldsProps) {
  const lt = useLooseT();
  const modify = mode === 'modify';
  const { record } = useCrudForm();
  // Party B is fixed once submitted (an unsigned contract's edit) and in modify.
  const partyFixed = modify || (mode === 'edit' && (record as OwnerContract | undefined)?.statusContract === CONTRACT_STATUS.unsigned);
  const isDirect = String(useWatch({ name: 'isDirect' }) ?? '0') === '1';
  const consortium = String(useWatch({ name: 'isConsortium' }) ?? '0') === '1';
  const yesNo = (key: string) => ['0', '1'].map((value) => ({ value, label: lt(`resources.contractOwners.${key}.${value}`) }));
  return (
    <>
      <TextField name="name" required max={L.name} readOnly={modify} />
      <TextField name="oldName" max={L.oldName} readOnly={modify} />
      <SelectField name="isDirect" required options={yesNo('direct')} readOnly={modify} />
      <SelectField name="isConsortium" options={yesNo('consortium')} readOnly={modify} />
      <PickerRows
        name="projectList"
        valueKey="projectId"
        labelKey="projectName"
        required
        readOnly={modify || mode === 'view'}
        testId="owner-projects"
        endpoint={projectEndpoints.contractPage}
        search="name"
        value={(p) => p.id}
        label={(p) => p.name}
        detail={(p) => p.code}
      />
      <OrganisationPicker name="partyJia" nameField="partyJiaName" orgCategory="yz" required readOnly={modify} />
      {(!isDirect || consortium) && <PartyField name="partyYi" category="pt" self multiple={consortium} required readOnly={partyFixed} />}
      <SelectField name="mainIndustry" required dictionary="xmhy" readOnly={modify} />
      <SelectField name="otherIndustry" dictionary="xmhy" multiple readOnly={modify} />
      <RegionField name="regionCode" required readOnly={modify} />
      <TextField name="addr" required max={L.addr} />
      <DateTimeField name="signDate" required />
      <MoneyField name="jiananFee" required readOnly={modify} />
      <PercentField name="jiananFeeRatio" />
      <PercentField name="surveyRate" />
      <MoneyField name="surveyFee" />
      <PercentField name="designRate" />
      <MoneyField name="designFee" />
      <ComputedField name="surveyTotalFee" suffix="yuan" />
      <MoneyField name="currContractAmount" required />
      <PercentField name="contractAmountRatio" />
      <PercentField name="platformFeeRatio" />
      <ComputedField name="platformFee" formula={ownerContractFormula} suffix="yuan" />
      <PercentField name="sysFeeRatio" />
      <ComputedField name="sysFee" suffix="yuan" />
      <PercentField name="bizFeeRatio" required />
      <ComputedField name="bizFee" suffix="yuan" />
      <ComputedField name="projectCostFee" suffix="yuan" />
      <ComputedField name="exPlatformFee" suffix="yuan" />
      <ComputedField name="exProjectFee" suffix="yuan" />
      <TextField name="scale" required multiline max={L.scale} />
      <ScanField readOnly={mode === 'view'} />
      <TextField name="remark" multiline max={L.remark} />
      <CreatorBlock />
    </>
  );
}
