import { contractOwnerEndpoints, type OwnerContractPageQuery } from '@shared/api/contractOwnerEndpoints';
import { contractPlatformEndpoints } from '@shared/api/contractPlatformEndpoints';
import { invoiceSummaryEndpoints } from '@shared/api/financeInvoiceEndpoints';
import type { OwnerContract } from '@shared/domain/contractOwner';
import type { PlatformContract } from '@shared/domain/contractPlatform';
import { INVOICE_LIMITS, invoiceTaxFormula } from '@shared/domain/invoice';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { callEndpoint } from '../../api/callEndpoint';
import { dictionaryQuery } from '../../api/referenceQueries';
import { ComputedField, DateTimeField, MoneyField, ReferencePicker, SelectField, TextField } from '../../crud/fields';
import type { FieldsProps } from '../../crud/types';
import { ArchiveAttachmentsField } from '../projectArchives/attachments';

/** The picked contract's figures the form shows read-only (spec 2 §3: amount, invoiced, un-invoiced, maxAvailable). */
export const CONTRACT_FIGURES = ['contractAmount', 'invoiceAmount', 'unInvoiceAmount', 'maxAvailable'] as const;

/** The rate and taxes live: the chosen type's fplx remark × 100, then amount × rate / 100 to whole yuan (the server's formula). */
function useTaxFormula() {
  const fplx = useQuery(dictionaryQuery('fplx')).data;
  return useMemo(() => {
    const remarks = new Map((fplx ?? []).map((e) => [e.dictKey, e.remark]));
    return invoiceTaxFormula((type) => remarks.get(type));
  }, [fplx]);
}

/** Type, content, rate, taxes and the expected receipt date: only for direct projects (the owner contract's isDirect 1). */
function DirectFields() {
  const isDirect = useWatch({ name: 'isDirect' }) as unknown;
  const formula = useTaxFormula();
  if (Number(isDirect) !== 1) return null;
  return (
    <>
      <SelectField name="type" required dictionary="fplx" />
      <SelectField name="content" required dictionary="fpnr" />
      <ComputedField name="taxRate" formula={formula} suffix="percent" />
      <ComputedField name="taxes" suffix="yuan" />
      <DateTimeField name="receiptDate" />
    </>
  );
}

function CommonFields({ mode }: FieldsProps) {
  return (
    <>
      {CONTRACT_FIGURES.map((name) => (
        <TextField key={name} name={name} readOnly />
      ))}
      <TextField name="name" required max={INVOICE_LIMITS.name} />
      {/* The amount is locked once the invoice exists (spec 2 §5). */}
      <MoneyField name="currInvoiceAmount" required readOnly={mode !== 'add'} />
      <DateTimeField name="invoiceDate" required />
      <DirectFields />
      <ArchiveAttachmentsField name="attach" kind="invoice" testId="invoice-attach" />
      <TextField name="remark" wide multiline max={INVOICE_LIMITS.remark} />
    </>
  );
}

/** The owner invoice's drawer: the owner contract picked from the organisation's fills its figures (its list carries them). */
export function OwnerInvoiceFields(props: FieldsProps) {
  return (
    <>
      <ReferencePicker<OwnerContract, Partial<OwnerContractPageQuery>>
        name="contractOwnerId"
        nameField="yzName"
        required
        wide
        readOnly={props.mode !== 'add'}
        endpoint={contractOwnerEndpoints.page}
        search="name"
        value={(o) => o.id}
        label={(o) => o.name}
        detail={(o) => o.code}
        testId="invoice-owner"
        onPick={(o, form) => {
          form.setValue('isDirect', o.isDirect);
          form.setValue('contractAmount', o.currContractAmount);
          form.setValue('invoiceAmount', o.currInvoiceAmount);
          form.setValue('unInvoiceAmount', o.unInvoiceTotal);
          form.setValue('maxAvailable', o.unInvoiceTotal);
        }}
      />
      <CommonFields {...props} />
    </>
  );
}

/** The platform invoice's drawer: a platform or project-management contract; its figures are asked of the server (maxAvailable follows the owner's arrivals). */
export function PlatformInvoiceFields(props: FieldsProps) {
  return (
    <>
      <ReferencePicker<PlatformContract, Record<string, unknown>>
        name="contractPlatformId"
        nameField="ptName"
        required
        wide
        readOnly={props.mode !== 'add'}
        endpoint={contractPlatformEndpoints.page}
        search="name"
        value={(p) => p.id}
        label={(p) => p.name}
        detail={(p) => p.code}
        testId="invoice-platform"
        onPick={(p, form) => {
          void callEndpoint(invoiceSummaryEndpoints.platform, { id: p.id }).then((s) => {
            form.setValue('isDirect', s.isDirect);
            form.setValue('contractAmount', s.contractAmount);
            form.setValue('invoiceAmount', s.invoiceAmount);
            form.setValue('unInvoiceAmount', s.unInvoiceAmount);
            form.setValue('maxAvailable', s.maxAvailable);
          });
        }}
      />
      <CommonFields {...props} />
    </>
  );
}

/** The supplement dialog (补充): the invoice numbers (Chinese commas) and the attachment, both required there. */
export function SupplementFields() {
  return (
    <>
      <TextField name="nums" required wide multiline max={INVOICE_LIMITS.nums} />
      <ArchiveAttachmentsField name="attach" kind="invoice" testId="invoice-supplement-attach" required />
    </>
  );
}
