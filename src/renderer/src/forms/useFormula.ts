import type { Formula } from '@shared/domain/formula';
import { useEffect, useMemo } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';

/**
 * Runs a shared formula on the form's values as the person types and writes each result into the
 * form (so a submit carries it; the server recomputes and ignores it). useWatch re-renders only the
 * component that calls this, not the whole form. A disabled (view) form is left as loaded: its values
 * are what the server stored.
 */
export function useFormula(formula: Formula): Record<string, string> {
  const { control, getValues, setValue } = useFormContext();
  const values = useWatch({ control }) as Record<string, unknown>;
  const result = useMemo(() => formula(values), [formula, values]);
  const { disabled } = useFormState({ control });
  useEffect(() => {
    if (disabled) return;
    for (const [name, value] of Object.entries(result)) {
      // Writing only a change keeps the watch from looping; a computed value never dirties the form.
      if (getValues(name) !== value) setValue(name, value, { shouldDirty: false, shouldValidate: false });
    }
  }, [result, disabled, getValues, setValue]);
  return result;
}
