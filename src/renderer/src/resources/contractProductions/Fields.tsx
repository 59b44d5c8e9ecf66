import { contractOwnerEndpoints, type OwnerContractPageQuery } from '@shared/api/contractOwnerEndpoints';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { PRODUCTION_LIMITS, PRODUCTION_PARTY_JIA, PRODUCTION_PARTY_YI, productionFigures } from '@shared/domain/contractProduction';
import { defineFormula } from '@shared/domain/formula';
import { ComputedField, DateTimeField, MoneyField, ReferencePicker, SelectField, TextField } from '../../crud/fields';
import type { FieldsProps } from '../../crud/types';
import { ArchiveAttachmentsField } from '../projectArchives/attachments';
import { PartnerSelect } from './PartnerSelect';

/** The owner contract's figures the form shows read-only once it is picked (spec 2 §5: required but read-only). */
export const OWNER_FIGURES = ['yzCode', 'yz_currContractAmount', 'bizFee', 'projectCostFee', 'productContractAmount', 'resourceContractAmount', 'otherAmount', 'costSurplus'] as const;

/** Add and edit: the whole amount is the change (nothing before it). */
const newFigures = defineFormula(productionFigures.outputs, (v) => productionFigures({ ...v, currContractAmountBefore: '' }));
/** Modify: the change is against the amount the contract has now. */
const modifyFigures = defineFormula(productionFigures.outputs, (v) => productionFigures({ ...v, currContractAmountBefore: v.amountNow }));

/**
 * The production contract's drawer (spec 2 §3, §5): the owner contract picked from the organisation's
 * owner contracts fills its figures; the parties from partners; the share and the figures after the
 * change computed live by the shared formula the server runs again. In modify the owner contract and
 * the parties are read-only; the framework shows each changeable field's old value beside it.
 */
export function ProductionContractFields({ mode }: FieldsProps) {
  const modifying = mode === 'modify';
  const fixed = mode !== 'add';
  return (
    <>
      <ReferencePicker<OwnerContract, Partial<OwnerContractPageQuery>>
        name="contractOwnerId"
        nameField="yzName"
        required
        wide
        readOnly={fixed}
        endpoint={contractOwnerEndpoints.page}
        search="name"
        value={(o) => o.id}
        label={(o) => o.name}
        detail={(o) => o.code}
        testId="production-owner"
        onPick={(o, form) => {
          const figures: Record<(typeof OWNER_FIGURES)[number], string> = {
            yzCode: o.code,
            yz_currContractAmount: o.currContractAmount,
            bizFee: o.bizFee,
            projectCostFee: o.projectCostFee,
            productContractAmount: o.productContractAmount,
            resourceContractAmount: o.resourceContractAmount,
            otherAmount: o.otherAmount,
            costSurplus: o.costSurplus,
          };
          for (const [k, v] of Object.entries(figures)) form.setValue(k, v ?? '');
        }}
      />
      {OWNER_FIGURES.map((name) => (
        <TextField key={name} name={name} required readOnly />
      ))}
      <TextField name="name" required max={PRODUCTION_LIMITS.name} />
      <TextField name="code" required max={PRODUCTION_LIMITS.code} />
      <SelectField name="type" required multiple dictionary="fbhtlx" />
      <DateTimeField name="signDate" required />
      <PartnerSelect name="partyJia" nameField="partyJiaName" required readOnly={modifying} categories={PRODUCTION_PARTY_JIA} testId="production-party-jia" />
      <PartnerSelect name="partyYi" nameField="partyYiName" required readOnly={modifying} categories={PRODUCTION_PARTY_YI} signedAgreement testId="production-party-yi" />
      <MoneyField name="currContractAmount" required />
      <ComputedField name="produceDivideOwner" formula={modifying ? modifyFigures : newFigures} suffix="percent" />
      {modifying && <ComputedField name="changeAmount" suffix="yuan" />}
      <ComputedField name="productContractAmountAfter" suffix="yuan" />
      <ComputedField name="produceDivideOwnerAfter" suffix="percent" />
      <TextField name="subcontractingDesc" required wide multiline max={PRODUCTION_LIMITS.desc} />
      <ArchiveAttachmentsField name="scanAttach" kind="contractScan" testId="production-scan" />
      <TextField name="remark" wide multiline max={PRODUCTION_LIMITS.remark} />
    </>
  );
}
