import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { ArrivalInvoiceOption } from '@shared/domain/financeArrival';
import { formatYuan } from '@shared/domain/money';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { useFieldBasics, type BaseProps } from '../../crud/fields/common';
import type { ArrivalEndpoints } from './index';

/**
 * The arrival's invoice: the picked contract's invoices still receiving money (the server leaves out
 * fully received and voided ones, and keeps the one an edit holds), each with what has not arrived on
 * it yet; picking one fills its figures. Waits, disabled, until a contract is picked.
 */
export function InvoiceSelect(props: BaseProps & { endpoints: ArrivalEndpoints; contractField: string }) {
  const { t } = useTranslation();
  const { control, label, error } = useFieldBasics(props.name);
  const form = useFormContext();
  const contractId = String(useWatch({ control, name: props.contractField }) ?? '');
  const kept = String(useWatch({ control, name: 'invoiceName' }) ?? '');
  const options = useQuery({
    queryKey: ['picker', 'arrival-invoices', props.endpoints.invoices.path, contractId],
    queryFn: () => callEndpoint(props.endpoints.invoices, { contractId, invoiceId: String(form.getValues(props.name) ?? '') }),
    enabled: Boolean(contractId),
  }).data;
  const text = (i: ArrivalInvoiceOption) => `${i.name} (${t('resources.ownerArrivals.unArrived')} ${formatYuan(i.currUnArriveAmount)})`;
  const fill = (i: ArrivalInvoiceOption | undefined) => {
    form.setValue('invoiceName', i?.name ?? '');
    form.setValue('currInvoiceAmount', i?.currInvoiceAmount ?? '');
    form.setValue('currUnArriveAmount', i?.currUnArriveAmount ?? '');
  };
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => {
        const value = field.value ? String(field.value) : '';
        const found = options?.find((o) => o.id === value);
        return (
          <Field label={label} required={props.required} validationMessage={error}>
            <Dropdown
              inlinePopup
              aria-label={label}
              data-testid="arrival-invoice"
              placeholder={t('crud.select')}
              disabled={field.disabled || props.readOnly || !contractId}
              // Fixed (edit, view): the invoice's name alone — its not-arrived amount today would
              // contradict the form's 本发票未到账金额, which counts this arrival's own amount back in.
              value={found && !props.readOnly ? text(found) : kept}
              selectedOptions={value ? [value] : []}
              onOptionSelect={(_, d) => {
                field.onChange(d.optionValue ?? '');
                fill(options?.find((o) => o.id === d.optionValue));
              }}
              onBlur={field.onBlur}
            >
              {(options ?? []).map((o) => (
                <Option key={o.id} value={o.id} text={text(o)} data-testid={`arrival-invoice-${o.id}`}>
                  {text(o)}
                </Option>
              ))}
            </Dropdown>
          </Field>
        );
      }}
    />
  );
}
