import { Field, Input } from '@fluentui/react-components';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCrudForm } from '../../crud/CrudForm';
import { useLooseT } from '../../crud/looseT';
import { SelectField } from '../../crud/fields';
import { useTypedDateMessage } from '../../crud/fields/DateFields';
import { DayPicker } from '../../components/DayPicker';
import { ImageListField, SingleImageField, type FieldFile } from '../../features/uploads/fields';
import { Thumbnail } from '../../features/uploads/fields/Thumbnail';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';

/** Links kept as text (one, or comma-joined) shown as the upload fields' files. */
export const filesOf = (links: string): FieldFile[] =>
  links
    .split(',')
    .filter(Boolean)
    .map((link) => ({ key: link, link, size: 0, name: decodeURIComponent(link.split('/').pop() ?? link) }));
export const linksOf = (files: FieldFile[]) =>
  files
    .map((f) => f.link)
    .filter(Boolean)
    .join(',');

function useLabelAndError(name: string) {
  const lt = useLooseT();
  const { resource } = useCrudForm();
  const { formState } = useFormContext();
  const localise = useLocaliseMessage();
  const message = formState.errors[name]?.message;
  return { label: lt(`resources.${resource}.fields.${name}`), error: typeof message === 'string' ? localise(message) : undefined };
}

/** A date without time (yyyy-MM-dd), typed or picked in Fluent's calendar. */
export function DateField(props: { name: string; required?: boolean }) {
  const { control } = useFormContext();
  const { label, error } = useLabelAndError(props.name);
  const typed = useTypedDateMessage();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => (
        <Field label={label} required={props.required} validationMessage={typed.message ?? error}>
          <DayPicker
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            disabled={field.disabled}
            onChange={field.onChange}
            onInvalid={typed.onInvalid}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

/** A read-only value beside the form's fields (phone, register time). */
export function ShownField(props: { name: string; value: string }) {
  const { label } = useLabelAndError(props.name);
  return (
    <Field label={label}>
      <Input readOnly value={props.value} data-testid={`shown-${props.name}`} />
    </Field>
  );
}

/** Sex, education or degree: the fixed options of the shared rules, labelled in the interface language. */
export function ChoiceField(props: { name: string; group: 'sexes' | 'educations' | 'degrees'; values: readonly string[]; required?: boolean }) {
  const { t } = useTranslation();
  return <SelectField name={props.name} required={props.required} options={props.values.map((v) => ({ value: v, label: t(`personal.${props.group}.${v}` as 'personal.sexes.1') }))} />;
}

/** One image (the avatar) or a list (certificates), kept in the form as link text. */
export function LinkImagesField(props: { name: string; multiple?: boolean; required?: boolean }) {
  const { control } = useFormContext();
  const { label, error } = useLabelAndError(props.name);
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => {
        const Upload = props.multiple ? ImageListField : SingleImageField;
        if (field.disabled) {
          return (
            <Field label={label} style={{ gridColumn: '1 / -1' }}>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px' }} data-testid={`images-${props.name}`}>
                {filesOf(String(field.value ?? '')).map((file) => (
                  <Thumbnail key={file.key} file={file} />
                ))}
              </div>
            </Field>
          );
        }
        return (
          <Field validationMessage={error} required={props.required} style={{ gridColumn: '1 / -1' }}>
            <Upload label={label} value={filesOf(String(field.value ?? ''))} onChange={(files) => field.onChange(linksOf(files))} testId={`images-${props.name}`} />
          </Field>
        );
      }}
    />
  );
}
