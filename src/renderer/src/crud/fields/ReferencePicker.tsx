import { Combobox, Field, Option } from '@fluentui/react-components';
import type { Endpoint } from '@shared/api/endpoints';
import type { Page } from '@shared/api/envelope';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useFormContext, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { useFieldBasics, useLabel, type BaseProps } from './common';

/** Picker look-ups ask for 100 entries a page (spec 1 §9). */
export const PICKER_SIZE = 100;
const LOAD_MORE = '\u0000more';

type Paged = { current?: number; size?: number };

export interface ReferencePickerProps<Rec, P> extends BaseProps {
  /** Any list endpoint of the shared catalogue answering a page. */
  endpoint: Endpoint<P, Page<Rec>>;
  /** What the field keeps (the record's id) and what the person reads. */
  value: (record: Rec) => string;
  label: (record: Rec) => string;
  /** Shown after the label in brackets (a member's department and post). */
  detail?: (record: Rec) => string;
  /** The endpoint's keyword parameter the typed text goes in (compName); absent: no typing search. */
  search?: keyof P & string;
  /**
   * Filters from the form's other fields, re-run as they change (the owner contract's partners).
   * null while what they need is not chosen yet: the picker waits, disabled. A choice made under
   * other filters is cleared when they change, unless the change was a reset (a record or draft loaded).
   */
  filters?: (values: FieldValues) => Partial<P> | null;
  /** The field `filters` waits on, named in the disabled picker's placeholder (请先选择…). */
  waitingFor?: string;
  /** Records shown disabled (marked 已停用) that cannot be picked. */
  disabled?: (record: Rec) => boolean;
  /** Fills other fields from the picked record (setValue); runs after the field itself is set. */
  onPick?: (record: Rec, form: UseFormReturn<FieldValues>) => void;
  /** A field kept with the id holding the picked record's label (forms that keep both). */
  nameField?: string;
  pageSize?: number;
  /** data-testid prefix: `${testId}-${name}`. */
  testId?: string;
  /** The label when the field's name is not a key of the resource's labels (a row of a table field). */
  labelText?: string;
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

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * A searchable pick list over any list endpoint, bound to a form field: filters from other fields,
 * disabled records, an on-pick hook, and "load more" for lists longer than a page. The calls go
 * through callEndpoint and TanStack Query (cached a minute per endpoint, filters and keyword).
 */
export function ReferencePicker<Rec, P extends Paged>(props: ReferencePickerProps<Rec, P>) {
  const { t } = useTranslation();
  const basics = useFieldBasics(props.name);
  const { control, error, styles } = basics;
  const label = props.labelText ?? basics.label;
  const waitingLabel = useLabel(props.waitingFor ?? props.name);
  const form = useFormContext();
  const values = useWatch({ control });
  const filters = props.filters ? props.filters(values) : {};
  const filterKey = JSON.stringify(filters);
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // "Load more" is an option: the list, which closes on any option chosen, stays open for it.
  const keepOpen = useRef(false);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const keyword = useSettled(text ?? '');
  const size = props.pageSize ?? PICKER_SIZE;
  const { endpoint, search } = props;

  const found = useInfiniteQuery({
    queryKey: ['picker', endpoint.module, endpoint.path, filterKey, keyword, size],
    queryFn: ({ pageParam }) =>
      callEndpoint(endpoint as Endpoint<Record<string, unknown>, Page<Rec>>, {
        ...filters,
        ...(search ? { [search]: keyword || undefined } : {}),
        current: pageParam,
        size,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const records = filters === null ? [] : (found.data?.pages.flatMap((p) => p.records) ?? []);

  // A choice made under other filters no longer fits: cleared when a field change moves the filters.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const lastFilterKey = useRef(filterKey);
  useEffect(() => {
    const subscription = form.watch((all, { name }) => {
      const { filters: filtersOf, name: own, nameField } = latest.current;
      if (!filtersOf) return;
      const key = JSON.stringify(filtersOf(all));
      if (key === lastFilterKey.current) return;
      lastFilterKey.current = key;
      if (name === undefined || name === own || name === nameField) return;
      if (isBlank(form.getValues(own))) return;
      form.setValue(own, '', { shouldDirty: true });
      if (nameField) form.setValue(nameField, '', { shouldDirty: true });
      setPicked(null);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const waiting = filters === null;
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => {
        const value = isBlank(field.value) ? '' : String(field.value);
        const record = records.find((r) => props.value(r) === value);
        // Off the loaded pages (an edited record, a page not loaded): the label picked, else the kept name.
        const chosen = record ? props.label(record) : picked?.value === value ? picked.label : props.nameField ? String(form.getValues(props.nameField) ?? '') : '';
        return (
          <Field label={label} required={props.required} validationMessage={error} className={props.wide ? styles.wide : undefined}>
            <Combobox
              inlinePopup
              freeform={!!search}
              aria-label={label}
              data-testid={`${props.testId ?? 'picker'}-${props.name}`}
              placeholder={waiting && props.waitingFor ? t('crud.picker.waiting', { field: waitingLabel }) : t('fields.pickerSearch')}
              disabled={field.disabled || props.readOnly || waiting}
              open={open}
              onOpenChange={(_, d) => {
                if (!d.open && keepOpen.current) keepOpen.current = false;
                else setOpen(d.open);
              }}
              value={text ?? (value ? chosen : '')}
              selectedOptions={value ? [value] : []}
              onChange={(e) => {
                setText(e.target.value);
                setOpen(true);
              }}
              onOptionSelect={(_, d) => {
                if (d.optionValue === LOAD_MORE) {
                  keepOpen.current = true;
                  void found.fetchNextPage();
                  return;
                }
                const record = records.find((r) => props.value(r) === d.optionValue);
                if (!record || props.disabled?.(record)) return;
                field.onChange(props.value(record));
                setPicked({ value: props.value(record), label: props.label(record) });
                if (props.nameField) form.setValue(props.nameField, props.label(record), { shouldDirty: true });
                props.onPick?.(record, form);
                setText(null);
              }}
              onBlur={() => {
                setText(null);
                field.onBlur();
              }}
            >
              {records.map((r) => {
                const off = props.disabled?.(r) ?? false;
                const detail = props.detail?.(r);
                return (
                  <Option key={props.value(r)} value={props.value(r)} text={props.label(r)} disabled={off}>
                    {off ? `${props.label(r)}${t('fields.disabledEntry')}` : detail ? t('fields.withDetail', { label: props.label(r), detail }) : props.label(r)}
                  </Option>
                );
              })}
              {found.hasNextPage && (
                <Option key={LOAD_MORE} value={LOAD_MORE} text="" data-testid={`${props.testId ?? 'picker'}-${props.name}-more`}>
                  {found.isFetchingNextPage ? t('crud.picker.loading') : t('crud.picker.loadMore')}
                </Option>
              )}
              {records.length === 0 && !found.isFetching && (
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
