import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { Endpoint } from '@shared/api/endpoints';
import type { Page } from '@shared/api/envelope';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { useFieldBasics, type BaseProps } from './common';
import { PICKER_SIZE } from './ReferencePicker';

export interface MultiReferenceFieldProps<Rec, P> extends BaseProps {
  /** A list endpoint answering a page (biz-attention/list), asked once with `params`. */
  endpoint: Endpoint<P, Page<Rec>>;
  params?: Partial<P>;
  value: (record: Rec) => string;
  label: (record: Rec) => string;
  /** Records shown disabled (a partner no longer in good standing). */
  disabled?: (record: Rec) => boolean;
  /** Labels of values no longer on the list (a stored pick), so a view still names them. */
  known?: Record<string, string>;
  testId?: string;
}

/**
 * Several records of a list endpoint picked in one select (a filing's resource providers): the field
 * holds their values comma-joined, in the list's order, as the server reads them.
 */
export function MultiReferenceField<Rec, P>(props: MultiReferenceFieldProps<Rec, P>) {
  const { t } = useTranslation();
  const { control, label, error, styles } = useFieldBasics(props.name);
  const params = { current: 1, size: PICKER_SIZE, ...props.params } as P;
  const list = useQuery({
    queryKey: ['picker', props.endpoint.module, props.endpoint.path, params],
    queryFn: () => callEndpoint(props.endpoint as Endpoint<Record<string, unknown>, Page<Rec>>, params as Record<string, unknown>),
    staleTime: 60_000,
    enabled: !props.readOnly,
  });
  const records = list.data?.records ?? [];
  const options = records.map((r) => ({ value: props.value(r), label: props.label(r), disabled: props.disabled?.(r) ?? false }));
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? props.known?.[v] ?? v;
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => {
        const selected = String(field.value ?? '').split(',').filter(Boolean);
        return (
          <Field label={label} required={props.required} validationMessage={error} className={props.wide ? styles.wide : undefined}>
            <Dropdown
              inlinePopup
              multiselect
              aria-label={label}
              data-testid={`${props.testId ?? 'multi'}-${props.name}`}
              placeholder={t('crud.select')}
              disabled={field.disabled || props.readOnly}
              value={selected.map(labelOf).join(', ')}
              selectedOptions={selected}
              onOptionSelect={(_, d) => field.onChange(options.map((o) => o.value).filter((v) => d.selectedOptions.includes(v)).join(','))}
              onBlur={field.onBlur}
            >
              {options.map((o) => (
                <Option key={o.value} value={o.value} disabled={o.disabled}>
                  {o.label}
                </Option>
              ))}
            </Dropdown>
          </Field>
        );
      }}
    />
  );
}
