/**
 * A mode's further submit buttons (保存草稿): the form's values are checked against the button's own
 * schema (a draft asks for less than the full form), its messages shown on the fields as the main
 * submit's are, and the parsed values with the button's additions go through the same send.
 */
import { useCallback } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ExtraSubmit } from './types';

export function useExtraSubmit<Values extends FieldValues>(form: UseFormReturn<Values>, send: (parsed: FieldValues) => Promise<void>) {
  return useCallback(
    async (extra: Pick<ExtraSubmit<never>, 'schema' | 'body'>) => {
      form.clearErrors();
      const result = extra.schema.safeParse({ ...form.getValues(), ...extra.body });
      if (!result.success) {
        for (const issue of result.error.issues) form.setError((issue.path.length ? issue.path.join('.') : 'root') as never, { type: 'extra', message: issue.message });
        return;
      }
      await send({ ...(result.data as FieldValues), ...extra.body });
    },
    [form, send],
  );
}
