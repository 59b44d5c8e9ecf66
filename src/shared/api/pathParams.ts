/**
 * Path parameters of the endpoint catalogue: a path may hold `{name}` segments
 * ('contract-owner/changeStatus/{id}/{statusContract}', 'x/remove/{ids}/{tenantId}'). The desktop
 * core fills them from the call's parameters; the server registers them as route parameters. A
 * value fills exactly one segment: anything that could change the path is refused before a
 * request leaves the core (the page may be compromised; the session's token goes with the call).
 */

export const PATH_PARAM_MESSAGES = {
  pathParamMissing: '请求参数有误：缺少路径参数',
  pathParamInvalid: '请求参数有误：路径参数不合法',
} as const;

/** A `{name}` segment: the name as a parameter of the call (letters, digits, underscore). */
const PARAM_SEGMENT = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

/** The names of a path's `{name}` segments, in order. */
export function pathParamNames(path: string): string[] {
  return path.split('/').flatMap((segment) => {
    const match = PARAM_SEGMENT.exec(segment);
    return match ? [match[1]] : [];
  });
}

export const isParamSegment = (segment: string): boolean => PARAM_SEGMENT.test(segment);

/** The path as Fastify reads it: `{id}` becomes `:id`. */
export const routePath = (path: string): string => path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Decodes until stable (at most a few rounds): what a server or proxy may end up reading. */
function decodings(value: string): string[] {
  const seen = [value];
  let current = value;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    seen.push(next);
    current = next;
  }
  return seen;
}

/**
 * The text a value fills its segment with, or null when it may not fill one: absent or empty, '.'
 * or '..', a slash or backslash, or a control character, in the value or in any decoding of it.
 * Arrays are joined by commas (id lists); numbers and booleans as written.
 */
export function pathParamText(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return undefined;
  let text: string;
  if (Array.isArray(value)) {
    if (!value.every((v) => typeof v === 'string' || typeof v === 'number')) return null;
    text = value.map((v) => String(v).trim()).join(',');
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    text = String(value).trim();
  } else {
    return null;
  }
  if (text === '') return undefined;
  const bad = (s: string) => s === '.' || s === '..' || s.includes('/') || s.includes('\\') || CONTROL.test(s) || s.trim() === '';
  return decodings(text).some(bad) ? null : text;
}

export type FilledPath = { ok: true; path: string; params: Record<string, unknown> } | { ok: false; message: string };

/**
 * Fills a path's `{name}` segments from `params`, each encoded with encodeURIComponent, and gives
 * back the parameters without them (they travel in the path, not again in the query or body).
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): FilledPath {
  const names = pathParamNames(path);
  if (!names.length) return { ok: true, path, params: params ?? {} };
  const rest: Record<string, unknown> = { ...(params ?? {}) };
  const values = new Map<string, string>();
  for (const name of names) {
    const text = Object.hasOwn(rest, name) ? pathParamText(rest[name]) : undefined;
    if (text === undefined) return { ok: false, message: PATH_PARAM_MESSAGES.pathParamMissing };
    if (text === null) return { ok: false, message: PATH_PARAM_MESSAGES.pathParamInvalid };
    values.set(name, encodeURIComponent(text));
    delete rest[name];
  }
  const filled = path
    .split('/')
    .map((segment) => {
      const match = PARAM_SEGMENT.exec(segment);
      return match ? values.get(match[1])! : segment;
    })
    .join('/');
  return { ok: true, path: filled, params: rest };
}
