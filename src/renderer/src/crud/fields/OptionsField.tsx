import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { Endpoint } from '@shared/api/endpoints';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEndpointOptions, type SelectOption } from '../endpointOptions';
import { useFieldBasics, type BaseProps } from './common';

export type { SelectOption };

export interface OptionsFieldProps<R> extends BaseProps {
  /** A look-up of the shared catalogue answering the whole list (post/select, role/tree), called without parameters. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  endpoint: Endpoint<any, R>;
  /** The look-up's answer as options (a tree flattened, in its order). */
  toOptions: (data: R) => SelectOption[];
  /** Several values (roles): the field holds an array of ids. */
  multiple?: boolean;
}

/**
 * A select whose options come from a look-up endpoint, single or multiple: the member form's job
 * post, roles and department. Cached per endpoint like every query; a multiple field holds an array.
 */
export function OptionsField<R>(props: OptionsFieldProps<R>) {
  const { t } = useTranslation();
  const { control, label, error } = useFieldBasics(props.name);
  const options = useEndpointOptions(props.endpoint, props.toOptions);
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => {
        const selected: string[] = props.multiple ? (Array.isArray(field.value) ? field.value.map(String) : []) : field.value ? [String(field.value)] : [];
        const shown = selected.map((v) => options.find((o) => o.value === v)?.label ?? '').filter(Boolean);
        return (
          <Field label={label} required={props.required} validationMessage={error}>
            <Dropdown
              inlinePopup
              multiselect={props.multiple}
              aria-label={label}
              data-testid={`options-${props.name}`}
              placeholder={t('crud.select')}
              disabled={field.disabled || props.readOnly}
              value={shown.join(', ')}
              selectedOptions={selected}
              onOptionSelect={(_, d) => field.onChange(props.multiple ? d.selectedOptions : (d.optionValue ?? ''))}
              onBlur={field.onBlur}
            >
              {options.map((o) => (
                <Option key={o.value} value={o.value}>
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
