/** A form's values without its write-only fields: what its local draft may keep (a secret is typed to be sent, never stored on the machine). */
export function withoutSecrets<V extends object>(values: V, secrets: readonly string[] | undefined): V {
  if (!secrets?.length) return values;
  const kept = { ...values } as Record<string, unknown>;
  for (const name of secrets) delete kept[name];
  return kept as V;
}
