import { Dropdown, Field, Input, Option } from '@fluentui/react-components';
import { SEARCH_TEXT_MAX } from '@shared/domain/fields';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { regionChildrenQuery } from '../api/referenceQueries';
import { DayPicker } from '../components/DayPicker';
import { useDictionary, type DictOption } from './dictionary';
import { useEndpointOptions } from './endpointOptions';
import type { SearchField } from './types';

/** One input of a list page's search form, by the kind its descriptor declares. */
export function SearchInput(props: { field: SearchField; label: string; values: Record<string, string>; onChange: (v: Record<string, string>) => void }) {
  const { t } = useTranslation();
  const { field, values } = props;
  const set = (name: string, value: string) => props.onChange({ ...values, [name]: value });
  if (field.kind === 'select') return <SelectSearch label={props.label} options={field.options} value={values[field.name] ?? ''} onChange={(v) => set(field.name, v)} />;
  if (field.kind === 'dict') return <DictSearch code={field.code} label={props.label} value={values[field.name] ?? ''} onChange={(v) => set(field.name, v)} />;
  if (field.kind === 'options') return <OptionsSearch field={field} label={props.label} value={values[field.name] ?? ''} onChange={(v) => set(field.name, v)} />;
  if (field.kind === 'province') return <ProvinceSearch label={props.label} value={values[field.name] ?? ''} onChange={(code) => set(field.name, code)} />;
  if (field.kind === 'date')
    return (
      <Field label={props.label}>
        <DayPicker label={props.label} value={values[field.name] ?? ''} onChange={(d) => set(field.name, d ?? '')} />
      </Field>
    );
  if (field.kind === 'dateRange') {
    // Ranges run from 00:00:00 of the first day to 23:59:59 of the last (spec 1 §9).
    const day = (v?: string) => (v ? v.slice(0, 10) : '');
    return (
      <Field label={props.label}>
        <div style={{ display: 'flex', gap: 4 }}>
          <DayPicker label={`${props.label} ${t('crud.from')}`} value={day(values[field.from])} onChange={(d) => set(field.from, d ? `${d} 00:00:00` : '')} />
          <DayPicker label={`${props.label} ${t('crud.to')}`} value={day(values[field.to])} onChange={(d) => set(field.to, d ? `${d} 23:59:59` : '')} />
        </div>
      </Field>
    );
  }
  return (
    <Field label={props.label}>
      <Input aria-label={props.label} maxLength={field.kind === 'text' && field.max ? field.max : SEARCH_TEXT_MAX} value={values[field.name] ?? ''} onChange={(_, d) => set(field.name, d.value)} />
    </Field>
  );
}

function SelectSearch(props: { label: string; options: DictOption[]; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field label={props.label}>
      <Dropdown
        inlinePopup
        aria-label={props.label}
        placeholder={t('crud.select')}
        value={props.options.find((o) => o.value === props.value)?.label ?? ''}
        selectedOptions={props.value ? [props.value] : []}
        onOptionSelect={(_, d) => props.onChange(d.optionValue ?? '')}
      >
        {props.options.map((o) => (
          <Option key={o.value} value={o.value}>
            {o.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/** A dictionary's entries as the choices, in the person's language (from the cached dictionary). */
function DictSearch(props: { code: string; label: string; value: string; onChange: (value: string) => void }) {
  const { options } = useDictionary(props.code);
  return <SelectSearch label={props.label} options={options} value={props.value} onChange={props.onChange} />;
}

function OptionsSearch(props: { field: Extract<SearchField, { kind: 'options' }>; label: string; value: string; onChange: (value: string) => void }) {
  const options = useEndpointOptions(props.field.endpoint, props.field.toOptions);
  return <SelectSearch label={props.label} options={options} value={props.value} onChange={props.onChange} />;
}

function ProvinceSearch(props: { label: string; value: string; onChange: (code: string) => void }) {
  const provinces = useQuery(regionChildrenQuery()).data ?? [];
  return <SelectSearch label={props.label} options={provinces.map((p) => ({ value: p.value, label: p.title }))} value={props.value} onChange={props.onChange} />;
}
