/**
 * Computed fields: a formula is a pure function from a form's values (as typed, so half-typed text
 * included) to the fields it computes, each a text such as '12.50', or '' while an operand is not a
 * number yet. The form shows it live (useFormula); the server runs the same function on what it
 * stores and ignores the computed values a client sends. Money goes through money.ts's draft helpers,
 * which never throw, so a formula never does either.
 */
export type Formula = (values: Record<string, unknown>) => Record<string, string>;

/** The fields a formula computes, read from one run over empty values (the server drops them from input). */
export const computedFields = (formula: Formula): string[] => Object.keys(formula({}));

/**
 * Declares a formula and checks its shape at the type level: `defineFormula(['platformFee'], (v) => …)`
 * keeps the declared outputs and the function's keys the same.
 */
export function defineFormula<K extends string>(outputs: readonly K[], compute: (values: Record<string, unknown>) => Record<K, string>): Formula & { outputs: readonly K[] } {
  return Object.assign((values: Record<string, unknown>) => compute(values), { outputs });
}
