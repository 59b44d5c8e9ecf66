import { Field, Text } from '@fluentui/react-components';
import { DATE, FIELD_MESSAGES } from '@shared/domain/fields';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DayPicker } from '../../components/DayPicker';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useFieldBasics, useFieldError, useFieldStyles, useLabel, type BaseProps } from './common';

/** The yyyy-MM-dd part of a stored value (a range's parsed values carry 00:00:00 / 23:59:59). */
const dayOf = (v: unknown) => (typeof v === 'string' && DATE.test(v.slice(0, 10)) ? v.slice(0, 10) : '');

/**
 * A typed text that is not a day: the picker goes back to the last good day, and the field says why
 * with the schema's own format message until a good day is entered.
 */
export function useTypedDateMessage(message: string = FIELD_MESSAGES.date) {
  const localise = useLocaliseMessage();
  const [invalid, setInvalid] = useState(false);
  return { onInvalid: setInvalid, message: invalid ? localise(message) : undefined };
}

/** A calendar day, yyyy-MM-dd, typed or picked in Fluent's calendar. */
export function DateField(props: BaseProps) {
  const { control, label, error, styles } = useFieldBasics(props.name);
  const typed = useTypedDateMessage();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => (
        <Field label={label} required={props.required} validationMessage={typed.message ?? error} className={props.wide ? styles.wide : styles.top}>
          <DayPicker
            name={field.name}
            inputRef={field.ref}
            testId={`date-${props.name}`}
            value={dayOf(field.value)}
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
  const startTyped = useTypedDateMessage();
  const endTyped = useTypedDateMessage();
  const styles = useFieldStyles();
  const day = (which: 'start' | 'end') => (
    <Controller
      name={props[which]}
      control={control}
      render={({ field }) => (
        <DayPicker
          name={field.name}
          inputRef={field.ref}
          label={`${label} ${t(which === 'start' ? 'fields.rangeStart' : 'fields.rangeEnd')}`}
          testId={`date-${props[which]}`}
          value={dayOf(field.value)}
          disabled={field.disabled}
          readOnly={props.readOnly}
          onChange={field.onChange}
          onInvalid={(which === 'start' ? startTyped : endTyped).onInvalid}
          onBlur={field.onBlur}
          style={{ flex: 1, minWidth: 0 }}
        />
      )}
    />
  );
  return (
    <Field
      label={label}
      required={props.required}
      validationMessage={startTyped.message ?? endTyped.message ?? startError ?? endError}
      className={props.wide ? styles.wide : undefined}
    >
      <div className={styles.row}>
        {day('start')}
        <Text>{t('fields.rangeTo')}</Text>
        {day('end')}
      </div>
    </Field>
  );
}
