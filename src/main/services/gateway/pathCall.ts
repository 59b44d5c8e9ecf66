import type { ApiCall } from '@shared/bridge';
import { fillPath, pathParamNames, PATH_PARAM_MESSAGES } from '@shared/api/pathParams';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A call whose path has `{name}` segments, with them filled from its parameters: the query first,
 * then a JSON object body, then the form; each found value leaves the place it came from, so it
 * travels once, in the path. A refusal names what is wrong; nothing is sent for it.
 */
export function fillCallPath<C extends Pick<ApiCall, 'path' | 'query' | 'body' | 'form'>>(call: C): { ok: true; call: C } | { ok: false; message: string } {
  const names = pathParamNames(call.path);
  if (!names.length) return { ok: true, call };
  const query = { ...(call.query ?? {}) };
  const body = isPlainObject(call.body) ? { ...call.body } : undefined;
  const form = call.form ? { ...call.form } : undefined;
  const values: Record<string, unknown> = {};
  for (const name of names) {
    const source = [query, body, form].find((s) => s !== undefined && Object.hasOwn(s, name));
    if (!source) return { ok: false, message: PATH_PARAM_MESSAGES.pathParamMissing };
    values[name] = source[name];
    delete source[name];
  }
  const filled = fillPath(call.path, values);
  if (!filled.ok) return filled;
  const next = { ...call, path: filled.path };
  if (call.query) next.query = query;
  if (body) next.body = body;
  if (form) next.form = form;
  return { ok: true, call: next };
}
