import { contractOwnerEndpoints } from '@shared/api/contractOwnerEndpoints';
import { OWNER_IN_FORCE, platformTotals, PLATFORM_LIMITS, type PlatformKind } from '@shared/domain/contractPlatform';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { useWatch, useFormContext } from 'react-hook-form';
import { ComputedField } from '../../crud/fields/ComputedField';
import { MoneyField } from '../../crud/fields/MoneyFields';
import { ReferencePicker } from '../../crud/fields/ReferencePicker';
import { DateTimeField, TextField } from '../../crud/fields';
import type { FieldsProps } from '../../crud/types';
import { PartyField } from '../projects/PartyField';
import { OwnerFigures } from './OwnerFigures';
import { ArchiveAttachmentsField } from '../projectArchives/attachments';

/**
 * The form of the three kinds (spec 2 §3, §5): the owner contract (picked among the organisation's
 * contracts in force; its figures shown read-only beside), name, code, scale, party B (a platform
 * unit partner; none for an owner-allocated contract — the organisation itself), the amount with
 * the live totals, sign date, scans (required for platform contracts and on modify) and remark.
 * In modify only the amount, scale, sign date, scans and remark change; the rest is read-only.
 */
export function PlatformContractFields({ mode }: FieldsProps) {
  const { control } = useFormContext();
  const kind = useWatch({ control, name: 'kind' }) as PlatformKind;
  const fixed = mode !== 'add';
  const onlyModify = mode === 'modify';
  return (
    <>
      <ReferencePicker<OwnerContract, { name?: string; current?: number; size?: number }>
        name="contractOwnerId"
        nameField="contractOwnerName"
        required
        readOnly={fixed}
        endpoint={contractOwnerEndpoints.page}
        search="name"
        value={(o) => o.id}
        label={(o) => o.name}
        detail={(o) => o.code}
        disabled={(o) => !(OWNER_IN_FORCE as readonly number[]).includes(o.statusContract)}
        testId="platform"
      />
      <TextField name="name" required readOnly={onlyModify} max={PLATFORM_LIMITS.name} />
      <TextField name="code" readOnly={onlyModify} max={PLATFORM_LIMITS.code} />
      {kind !== 'basic' && <PartyField name="partyYiId" category="pt" required readOnly={fixed} />}
      <OwnerFigures kind={kind} mode={mode} />
      <MoneyField name="currContractAmount" required />
      <ComputedField name="currTotalAmount" formula={platformTotals} suffix="yuan" />
      {mode === 'modify' && <ComputedField name="changeAmount" suffix="yuan" />}
      <DateTimeField name="signDate" required />
      <TextField name="scale" required wide multiline max={PLATFORM_LIMITS.scale} />
      <ArchiveAttachmentsField name="scanAttach" kind="contractScan" required={kind === 'platform' || mode === 'modify'} testId="platform-scans" />
      <TextField name="remark" required wide multiline max={PLATFORM_LIMITS.remark} />
    </>
  );
}
