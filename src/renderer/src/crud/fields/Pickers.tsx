import { Combobox, Field, Option } from '@fluentui/react-components';
import { endpoints } from '@shared/api/endpoints';
import { pickerEndpoints } from '@shared/api/pickerEndpoints';
import { isPickableOrganisation } from '@shared/domain/bizAttention';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { useFieldBasics, type BaseProps } from './common';

/** Picker look-ups ask for 100 entries (spec 1 §9) matching the typed text. */
const PICKER_SIZE = 100;

interface PickerEntry {
  value: string;
  label: string;
  detail?: string;
  disabled?: boolean;
}

/** Typed text reaches the server a moment after the last key, not on every key. */
function useSettled(text: string, ms = 300): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * A searchable pick list bound to a form field: the value is the entry's id; with `nameField`
 * the chosen entry's name is written to that field too (forms that keep both).
 */
function SearchPicker(props: BaseProps & { nameField?: string; testId: string; lookup: (text: string) => { key: unknown[]; fetch: () => Promise<PickerEntry[]> } }) {
  const { t } = useTranslation();
  const { control, label, error, styles } = useFieldBasics(props.name);
  const { setValue, getValues } = useFormContext();
  const [text, setText] = useState<string | null>(null);
  const settled = useSettled(text ?? '');
  const lookup = props.lookup(settled);
  const found = useQuery({ queryKey: ['picker', ...lookup.key], queryFn: lookup.fetch, placeholderData: keepPreviousData, staleTime: 60_000 });
  const entries = found.data ?? [];
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => {
        const value = field.value === undefined || field.value === null ? '' : String(field.value);
        const chosen = entries.find((e) => e.value === value)?.label ?? (props.nameField ? String(getValues(props.nameField) ?? '') : '');
        return (
          <Field label={label} required={props.required} validationMessage={error} className={props.wide ? styles.wide : undefined}>
            <Combobox
              inlinePopup
              freeform
              aria-label={label}
              data-testid={`${props.testId}-${props.name}`}
              placeholder={t('fields.pickerSearch')}
              disabled={field.disabled || props.readOnly}
              value={text ?? chosen}
              selectedOptions={value ? [value] : []}
              onChange={(e) => setText(e.target.value)}
              onOptionSelect={(_, d) => {
                if (!d.optionValue) return;
                field.onChange(d.optionValue);
                if (props.nameField) setValue(props.nameField, entries.find((e) => e.value === d.optionValue)?.label ?? '', { shouldDirty: true });
                setText(null);
              }}
              onBlur={() => {
                setText(null);
                field.onBlur();
              }}
            >
              {entries.map((e) => (
                <Option key={e.value} value={e.value} text={e.label} disabled={e.disabled}>
                  {e.disabled ? `${e.label}${t('fields.disabledEntry')}` : e.detail ? t('fields.withDetail', { label: e.label, detail: e.detail }) : e.label}
                </Option>
              ))}
              {entries.length === 0 && !found.isFetching && (
                <Option key="__none" value="" disabled text="">
                  {t('fields.pickerEmpty')}
                </Option>
              )}
            </Combobox>
          </Field>
        );
      }}
    />
  );
}

/**
 * An organisation the caller's organisation looks after (biz-attention/list), by name; those not in
 * normal standing (the spec's status 2) are shown disabled. `orgCategory` narrows the list.
 */
export function OrganisationPicker(props: BaseProps & { nameField?: string; orgCategory?: string }) {
  const lookup = (compName: string) => ({
    key: ['organisations', props.orgCategory ?? '', compName],
    fetch: async () => {
      const page = await callEndpoint(endpoints.bizAttentionList, { compName: compName || undefined, orgCategory: props.orgCategory, size: PICKER_SIZE });
      return page.records.map((r) => ({ value: r.tenantId, label: r.compName, disabled: !isPickableOrganisation(r) }));
    },
  });
  return <SearchPicker {...props} testId="org-picker" lookup={lookup} />;
}

/** A member of the caller's organisation (biz-info/members), by name, with post and department shown. */
export function MemberPicker(props: BaseProps & { nameField?: string }) {
  const lookup = (realName: string) => ({
    key: ['members', realName],
    fetch: async () => {
      const page = await callEndpoint(pickerEndpoints.members, { realName: realName || undefined, size: PICKER_SIZE });
      return page.records.map((m) => ({ value: m.id, label: m.realName, detail: [m.deptName, m.postName].filter(Boolean).join(' · ') }));
    },
  });
  return <SearchPicker {...props} testId="member-picker" lookup={lookup} />;
}
