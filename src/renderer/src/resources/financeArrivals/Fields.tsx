import { contractOwnerEndpoints, type OwnerContractPageQuery } from '@shared/api/contractOwnerEndpoints';
import { contractPlatformEndpoints } from '@shared/api/contractPlatformEndpoints';
import type { Endpoint } from '@shared/api/endpoints';
import type { Page } from '@shared/api/envelope';
import { partnerEndpoints } from '@shared/api/partnerEndpoints';
import type { BankCard } from '@shared/domain/bankCard';
import type { ContractParty } from '@shared/domain/contract';
import { ARRIVAL_LIMITS, arrivalRates } from '@shared/domain/financeArrival';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ComputedField, DateTimeField, MoneyField, ReferencePicker, TextField } from '../../crud/fields';
import type { FieldsProps } from '../../crud/types';
import { ContractFigures } from './ContractFigures';
import type { ArrivalEndpoints } from './index';
import { InvoiceSelect } from './InvoiceSelect';
import { VoucherAttachmentsField } from '../../crud/fields/VoucherAttachmentsField';

interface Picked {
  id: string;
  name: string;
  code: string;
  partyJia?: ContractParty;
  partyYi?: ContractParty | ContractParty[];
}

/** The platform list's query as a picker sends it (its search schema types current and size loosely). */
type PickerQuery = { name?: string; current?: number; size?: number };
const platformPage = contractPlatformEndpoints.page as unknown as Endpoint<PickerQuery, Page<Picked>>;

const firstName = (p: ContractParty | ContractParty[] | undefined) => (Array.isArray(p) ? p[0]?.deptName : p?.deptName) ?? '';

/**
 * The arrival's drawer (spec 2 §3, §5): pick the contract (its payer and payee fill in, still
 * editable), then one of its invoices still receiving money with its not-arrived amount; the rates
 * computed live by the shared formula the server runs again; the bank section — a card of the
 * organisation's bank cards — only on direct-sign contracts, and then required. The contract and the
 * invoice are fixed once added.
 */
export function arrivalFields(kind: 'owner' | 'platform', endpoints: ArrivalEndpoints) {
  const contractField = kind === 'owner' ? 'contractOwnerId' : 'contractPlatformId';
  return function ArrivalFields({ mode }: FieldsProps) {
    const fixed = mode !== 'add';
    const direct = Number(useWatch({ name: 'isDirect' }) ?? 0) === 1;
    const onPick = (c: Picked, form: UseFormReturn<FieldValues>) => {
      form.setValue('contractCode', c.code);
      form.setValue('invoiceId', '');
      form.setValue('invoiceName', '');
      // After a submit the payer's and payee's 请填写… would stay under the names just filled in.
      const check = { shouldValidate: form.formState.isSubmitted };
      form.setValue('partyJiaName', firstName(c.partyJia), check);
      form.setValue('partyYiName', firstName(c.partyYi), check);
    };
    return (
      <>
        <ContractFigures endpoints={endpoints} contractField={contractField} adding={mode === 'add'} />
        {kind === 'owner' ? (
          <ReferencePicker<Picked, Partial<OwnerContractPageQuery>>
            name={contractField}
            nameField="contractName"
            required
            wide
            readOnly={fixed}
            endpoint={contractOwnerEndpoints.page}
            search="name"
            value={(o) => o.id}
            label={(o) => o.name}
            detail={(o) => o.code}
            testId="arrival-contract"
            onPick={onPick}
          />
        ) : (
          <ReferencePicker<Picked, PickerQuery>
            name={contractField}
            nameField="contractName"
            required
            wide
            readOnly={fixed}
            endpoint={platformPage}
            search="name"
            value={(o) => o.id}
            label={(o) => o.name}
            detail={(o) => o.code}
            testId="arrival-contract"
            onPick={onPick}
          />
        )}
        {/* Read-only money in the amount field's look: two decimals and the unit (元). */}
        <MoneyField name="contractAmount" readOnly />
        <InvoiceSelect name="invoiceId" required readOnly={fixed} endpoints={endpoints} contractField={contractField} />
        <MoneyField name="currUnArriveAmount" readOnly />
        <MoneyField name="arriveAmount" required />
        <ComputedField name="currArriveRate" formula={arrivalRates} suffix="percent" />
        <ComputedField name="totalArriveRate" suffix="percent" />
        <DateTimeField name="arriveDate" required />
        <TextField name="partyJiaName" required max={ARRIVAL_LIMITS.party} />
        <TextField name="partyYiName" required max={ARRIVAL_LIMITS.party} />
        {direct && (
          <>
            <ReferencePicker<BankCard, { current?: number; size?: number }>
              name="bankCardId"
              nameField="accName"
              required
              endpoint={partnerEndpoints.bankCardPage}
              value={(c) => c.id}
              label={(c) => c.accName}
              detail={(c) => `${c.openBank} ${c.bankAcc}`}
              testId="arrival-bank"
              onPick={(c, form) => {
                form.setValue('accName', c.accName);
                form.setValue('bankAcc', c.bankAcc);
                form.setValue('openBank', c.openBank);
              }}
            />
            <TextField name="bankAcc" readOnly />
            <TextField name="openBank" readOnly />
          </>
        )}
        <TextField name="remark" required wide multiline max={ARRIVAL_LIMITS.remark} />
        <VoucherAttachmentsField name="receiptVoucher" testId="arrival-voucher" />
      </>
    );
  };
}
