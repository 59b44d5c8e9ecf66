import type { ComponentType } from 'react';
import { TextField } from '../../crud/fields';
import type { FieldsProps } from '../../crud/types';

/** A log's drawer shows every field as text: nothing is edited (view mode is read only). */
export type LogValues = Record<string, string>;

/** The record's fields as the drawer's text values (labels already in the person's language). */
export function logValues(fields: readonly string[], record: object): LogValues {
  const values: LogValues = {};
  for (const field of fields) {
    const value = (record as Record<string, unknown>)[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** The detail view of a log: its fields in order, the long ones (`multiline`) full width. */
export function logFields(fields: readonly string[], multiline: readonly string[] = []): ComponentType<FieldsProps> {
  return function LogDetailFields() {
    return (
      <>
        {fields.map((name) => (
          <TextField key={name} name={name} readOnly multiline={multiline.includes(name)} />
        ))}
      </>
    );
  };
}
