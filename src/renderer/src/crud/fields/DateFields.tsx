import { Field, Input, Text } from '@fluentui/react-components';
import { DATE } from '@shared/domain/fields';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError, useFieldStyles, useLabel, type BaseProps } from './common';

/** The yyyy-MM-dd part of a stored value (a range's parsed values carry 00:00:00 / 23:59:59). */
const dayOf = (v: unknown) => (typeof v === 'string' && DATE.test(v.slice(0, 10)) ? v.slice(0, 10) : '');

/** A calendar day, yyyy-MM-dd, through the browser's date input. */
export function DateField(props: BaseProps) {
  const { control } = useFormContext();
  const label = useLabel(props.name);
  const error = useFieldError(props.name);
  const styles = useFieldStyles();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => (
        <Field label={label} required={props.required} validationMessage={error} className={props.wide ? styles.wide : undefined}>
          <Input
            type="date"
            name={field.name}
            ref={field.ref}
            data-testid={`date-${props.name}`}
            value={dayOf(field.value)}
            disabled={field.disabled}
            readOnly={props.readOnly}
            onChange={(_, d) => field.onChange(d.value)}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

/**
 * Two days of a form under one label (labelled by `name`): the schema (dateRangeFields or
 * checkDateRange) makes the start 00:00:00 and the end 23:59:59 and refuses an end before the start.
 */
export function DateRangeField(props: BaseProps & { start: string; end: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const label = useLabel(props.name);
  const startError = useFieldError(props.start);
  const endError = useFieldError(props.end);
  const styles = useFieldStyles();
  const day = (which: 'start' | 'end') => (
    <Controller
      name={props[which]}
      control={control}
      render={({ field }) => (
        <Input
          type="date"
          name={field.name}
          ref={field.ref}
          aria-label={`${label} ${t(which === 'start' ? 'fields.rangeStart' : 'fields.rangeEnd')}`}
          data-testid={`date-${props[which]}`}
          value={dayOf(field.value)}
          disabled={field.disabled}
          readOnly={props.readOnly}
          onChange={(_, d) => field.onChange(d.value)}
          onBlur={field.onBlur}
          style={{ flex: 1, minWidth: 0 }}
        />
      )}
    />
  );
  return (
    <Field label={label} required={props.required} validationMessage={startError ?? endError} className={props.wide ? styles.wide : undefined}>
      <div className={styles.row}>
        {day('start')}
        <Text>{t('fields.rangeTo')}</Text>
        {day('end')}
      </div>
    </Field>
  );
}
