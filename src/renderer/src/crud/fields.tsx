import { Dropdown, Field, Input, Option, Textarea } from '@fluentui/react-components';
import { FIELD_MESSAGES } from '@shared/domain/fields';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { regionChildrenQuery } from '../api/referenceQueries';
import { useDictionary } from './dictionary';
import { userInfoQuery } from '../api/sessionQueries';
import { useCrudForm } from './CrudForm';
import { useFieldBasics, type BaseProps } from './fields/common';
import { RichTextView } from '../components/RichTextView';
import { RichTextEditor } from './fields/RichTextEditor';
import { useTypedDateMessage } from './fields/DateFields';
import { DateTimePicker } from '../components/DateTimePicker';

export { MoneyField, PercentField } from './fields/MoneyFields';
export { DateField, DateRangeField } from './fields/DateFields';
export { MemberPicker, OrganisationPicker } from './fields/Pickers';
export { ReferencePicker } from './fields/ReferencePicker';
export { ComputedField } from './fields/ComputedField';
export { TreePicker } from './fields/TreePicker';
export { DeptPicker, InnerContactPicker } from './fields/DeptPicker';

/** Text with its maximum length (the schema says the same, with its message). */
export function TextField(props: BaseProps & { max?: number; multiline?: boolean; type?: 'text' | 'password' }) {
  const { control, label, error, styles } = useFieldBasics(props.name);
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => (
        <Field label={label} required={props.required} validationMessage={error} className={props.wide || props.multiline ? styles.wide : undefined}>
          {props.multiline ? (
            <Textarea {...field} value={field.value ?? ''} resize="vertical" readOnly={props.readOnly} onChange={(_, d) => field.onChange(d.value)} />
          ) : (
            <Input {...field} type={props.type} value={field.value ?? ''} readOnly={props.readOnly} onChange={(_, d) => field.onChange(d.value)} />
          )}
        </Field>
      )}
    />
  );
}

/** Number and money: non-negative, at most two decimals (请填写正确的数字); typed as text, never a float. */
export function NumberField(props: BaseProps & { suffix?: string }) {
  return <TextField {...props} />;
}

/**
 * A select of fixed options or of a cached dictionary's entries (in the person's language).
 * `multiple`: several values, held comma-joined as the server stores them (a menu's categories).
 */
export function SelectField(props: BaseProps & { options?: { value: string; label: string }[]; dictionary?: string; multiple?: boolean }) {
  const { t } = useTranslation();
  const { control, label, error } = useFieldBasics(props.name);
  const dict = useDictionary(props.dictionary ?? '');
  const options = props.options ?? dict.options;
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => {
        const value = field.value === undefined || field.value === null ? '' : String(field.value);
        const selected = props.multiple ? value.split(',').filter(Boolean) : value ? [value] : [];
        return (
          <Field label={label} required={props.required} validationMessage={error}>
            <Dropdown
              inlinePopup
              multiselect={props.multiple}
              aria-label={label}
              placeholder={t('crud.select')}
              disabled={field.disabled || props.readOnly}
              value={selected.map((v) => options.find((o) => o.value === v)?.label ?? '').filter(Boolean).join(', ')}
              selectedOptions={selected}
              // A multiple field keeps the options' order, whatever order they were picked in.
              onOptionSelect={(_, d) => field.onChange(props.multiple ? options.map((o) => o.value).filter((v) => d.selectedOptions.includes(v)).join(',') : (d.optionValue ?? ''))}
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

/** yyyy-MM-dd HH:mm:ss: a day picker and a 24-hour time picker with seconds, side by side. */
export function DateTimeField(props: BaseProps) {
  const { control, label, error, styles } = useFieldBasics(props.name);
  const typed = useTypedDateMessage(FIELD_MESSAGES.dateTime);
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => (
        <Field label={label} required={props.required} validationMessage={typed.message ?? error} className={styles.top}>
          <DateTimePicker
            label={label}
            name={field.name}
            inputRef={field.ref}
            testId={`datetime-${props.name}`}
            value={typeof field.value === 'string' ? field.value : ''}
            disabled={field.disabled}
            readOnly={props.readOnly}
            onChange={field.onChange}
            onInvalid={typed.onInvalid}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

function RegionLevel(props: { parent: string; value: string; label: string; disabled?: boolean; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const level = useQuery({ ...regionChildrenQuery(props.parent), enabled: !!props.parent });
  const nodes = level.data ?? [];
  return (
    <Dropdown
              inlinePopup
      aria-label={props.label}
      placeholder={t('crud.select')}
      disabled={props.disabled || !props.parent}
      value={nodes.find((n) => n.value === props.value)?.title ?? ''}
      selectedOptions={props.value ? [props.value] : []}
      onOptionSelect={(_, d) => props.onChange(d.optionValue ?? '')}
      style={{ minWidth: 0, flex: 1 }}
    >
      {nodes.map((n) => (
        <Option key={n.value} value={n.value}>
          {n.title}
        </Option>
      ))}
    </Dropdown>
  );
}

/** The region cascader: province, city and county, each level fetched when needed and cached. */
export function RegionField(props: BaseProps) {
  const { t } = useTranslation();
  const { control, label, error, styles } = useFieldBasics(props.name);
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => {
        const code = String(field.value ?? '');
        const province = code.slice(0, 2);
        const city = code.length >= 4 ? code.slice(0, 4) : '';
        const county = code.length >= 6 ? code.slice(0, 6) : '';
        return (
          <Field label={label} required={props.required} validationMessage={error}>
            <div className={styles.row}>
              <RegionLevel parent="00" value={province} label={t('crud.province')} disabled={field.disabled} onChange={field.onChange} />
              <RegionLevel parent={province} value={city} label={t('crud.city')} disabled={field.disabled} onChange={field.onChange} />
              <RegionLevel parent={city} value={county} label={t('crud.county')} disabled={field.disabled} onChange={field.onChange} />
            </div>
          </Field>
        );
      }}
    />
  );
}

/** The creator block: name and department shown, read-only, from the record or the signed-in person. */
export function CreatorBlock() {
  const { t } = useTranslation();
  const { record } = useCrudForm();
  const me = useQuery(userInfoQuery());
  const name = (record?.createUserName as string | undefined) ?? me.data?.realName ?? '';
  const dept = (record?.createDeptName as string | undefined) || me.data?.deptName || '';
  return (
    <>
      <Field label={t('crud.creatorName')}>
        <Input value={name} readOnly data-testid="creator-name" />
      </Field>
      <Field label={t('crud.creatorDept')}>
        <Input value={dept} readOnly data-testid="creator-dept" />
      </Field>
    </>
  );
}

/** Watches a value of the form (for fields that depend on another). */
export const useFieldValue = (name: string) => useWatch({ name });

/**
 * Rich text: a TipTap editor with a toolbar (bold, italic, headings, lists, link) giving HTML, and
 * in view mode the HTML shown sanitised (DOMPurify); the server sanitises again (sanitize-html).
 * With `max`, a counter shows the length of the text (not of the HTML).
 */
export function RichTextField(props: BaseProps & { max?: number }) {
  const { control, label, error, styles } = useFieldBasics(props.name);
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => (
        <Field label={label} required={props.required} validationMessage={error} className={styles.wide}>
          <div data-testid={`rich-${props.name}`}>
            {field.disabled || props.readOnly ? (
              <RichTextView html={String(field.value ?? '')} />
            ) : (
              <RichTextEditor value={String(field.value ?? '')} label={label} max={props.max} invalid={!!error} onChange={field.onChange} onBlur={field.onBlur} />
            )}
          </div>
        </Field>
      )}
    />
  );
}
