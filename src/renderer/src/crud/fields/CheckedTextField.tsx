import { Field, Input } from '@fluentui/react-components';
import type { Endpoint } from '@shared/api/endpoints';
import { useCallback } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { ApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/callEndpoint';
import { useCrudForm } from '../formContext';
import { useFieldBasics, type BaseProps } from './common';

export interface CheckedTextFieldProps extends BaseProps {
  max?: number;
  /** The check call (record/check-exist): answers when the value is free, refuses with `answers` when not. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  endpoint: Endpoint<any, unknown>;
  /** The call's parameters for the typed value and the record being edited (its own value is no clash). */
  params: (value: string, id: string | undefined) => Record<string, unknown>;
  /** The server's own refusals (备案名已存在): shown as they are, and cleared once the value is free. */
  answers: readonly string[];
  /** Shown when the check itself fails (offline, a 500): 接口出错了，请重新填写. */
  failed: string;
}

/**
 * A text input whose value the server checks when it loses focus (a name unique in the organisation):
 * not when the value is empty, too long for the schema, or unchanged from the record being edited.
 * The save checks again on the server, inside its transaction.
 */
export function CheckedTextField(props: CheckedTextFieldProps) {
  const { control, label, error, styles } = useFieldBasics(props.name);
  const { getValues, setError, clearErrors, getFieldState } = useFormContext();
  const { record } = useCrudForm();
  const { endpoint, params, answers, failed, name, max } = props;
  const check = useCallback(async () => {
    const value = String(getValues(name) ?? '').trim();
    if (!value || (max !== undefined && value.length > max)) return;
    const id = record?.id as string | undefined;
    if (id && value === String(record?.[name] ?? '').trim()) {
      if (answers.includes(String(getFieldState(name).error?.message))) clearErrors(name);
      return;
    }
    try {
      await callEndpoint(endpoint as Endpoint<Record<string, unknown>, unknown>, params(value, id));
      if (answers.includes(String(getFieldState(name).error?.message))) clearErrors(name);
    } catch (e) {
      setError(name, { type: 'server', message: e instanceof ApiError && answers.includes(e.message) ? e.message : failed });
    }
  }, [getValues, setError, clearErrors, getFieldState, record, endpoint, params, answers, failed, name, max]);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Field label={label} required={props.required} validationMessage={error} className={props.wide ? styles.wide : undefined}>
          <Input
            {...field}
            data-testid={`field-${name}`}
            value={field.value ?? ''}
            readOnly={props.readOnly}
            onChange={(_, d) => field.onChange(d.value)}
            onBlur={() => {
              field.onBlur();
              if (!props.readOnly && !field.disabled) void check();
            }}
          />
        </Field>
      )}
    />
  );
}
