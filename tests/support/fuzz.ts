import { connect } from 'node:net';

/**
 * Deterministic malformed input for the fuzz tests: a seeded generator (mulberry32), so a failure
 * found once is found again on every run and machine, and the request that caused it can be replayed.
 */
export interface Rng {
  /** In [0, 1). */
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: (items) => items[int(items.length)], chance: (p) => next() < p };
}

/** A stable seed from a text (FNV-1a), so each route gets its own sequence whatever the order of routes. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Field names the routes read (from the shared schemas), so the generated input reaches their validation. */
export const FIELD_NAMES = [
  'id', 'ids', 'current', 'size', 'code', 'parentId', 'parentCode', 'category', 'status', 'isRead', 'title', 'content',
  'phone', 'smsCode', 'tenantId', 'tenant_id', 'name', 'account', 'username', 'password', 'oldPassword', 'newPassword',
  'newPassword1', 'grant_type', 'refresh_token', 'scope', 'captcha_key', 'captcha_code', 'captchaKey', 'captchaCode',
  'orgCategory', 'topMenuId', 'createTimeFrom', 'createTimeTo', 'customerId', 'deptId', 'roleId', 'realName', 'email',
  'avatar', 'sex', 'degree', 'remark', 'compName', 'province', 'city', 'address', 'type', 'kind', 'fileName', 'originalName',
  'ossName', 'link', 'url', 'logs', 'message', 'stack', 'info', 'time', 'mine', 'stepCode', 'formKey', 'image', 'multipart',
  'avatar_audit', 'file', 'attachId', 'bizId', 'keyword',
] as const;

/** Keys that have broken JavaScript servers before: prototype pollution and look-alikes. */
export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'] as const;

/**
 * Texts a form would never send. None looks like a stack frame, so an answer echoing one is not taken
 * for a leak; the only address is a closed port on loopback, so nothing the core fetches leaves the machine.
 */
export const NASTY_STRINGS: readonly string[] = [
  '', ' ', '\t\n', '0', '-1', '-0', '1.5', '1e309', '-1e309', 'NaN', 'Infinity', '9'.repeat(40), '9'.repeat(400), '0x1F', '1_000',
  '2147483648', '-2147483649', '9007199254740993', '1e15', '99999999999999999999',
  'true', 'false', 'null', 'undefined', '[]', '{}', '[object Object]', '__proto__', 'constructor', 'toString',
  "' OR 1=1 --", '"; DROP TABLE notice; --', '\\', '%', '%zz', '%00', '%E0%A4%A', '\u0000', '\u0000abc', '\uFFFF', '\uFEFF',
  '\u202Eabc', '𠮷😀', '中文字符', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)',
  '../../../../etc/passwd', '..\\..\\windows', '/', '//', 'http://127.0.0.1:9/x', 'file:///etc/passwd', '\r\nX-Injected: 1',
  '2026-13-45', '2026-02-30 25:61:61', '9999-12-31 23:59:59', '0000-00-00', '13800000000', '+8613800000000', 'JOIN000000',
  'a'.repeat(5000), 'x'.repeat(70_000),
];

/** A form or query value: lone surrogates cannot be percent-encoded, so they travel as U+FFFD. */
export function formEncode(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

/** Lone surrogates cannot travel as UTF-8; JSON carries them escaped. */
const JSON_ONLY_STRINGS = ['\uD800', 'a\uDFFFb'];

/** A JSON value of any shape: wrong types, extremes, deep nesting, hostile keys. */
export function nastyValue(r: Rng, depth = 0): unknown {
  const roll = r.int(depth > 3 ? 6 : 10);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return r.pick([true, false]);
    case 2:
      return r.pick([0, -0, -1, 1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, -(2 ** 63), 1e15, 1e308, Number.MIN_VALUE]);
    case 3:
    case 4:
    case 5:
      return r.chance(0.05) ? r.pick(JSON_ONLY_STRINGS) : r.pick(NASTY_STRINGS);
    case 6:
      return Array.from({ length: r.int(4) }, () => nastyValue(r, depth + 1));
    case 7:
      return nastyObject(r, depth + 1);
    case 8:
      return nestedDeep(r.pick([50, 500, 3000]));
    default:
      return Array.from({ length: r.pick([0, 1, 1000]) }, (_, i) => i);
  }
}

export function nastyObject(r: Rng, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = 1 + r.int(5);
  for (let i = 0; i < n; i++) {
    const key = r.chance(0.15) ? r.pick(HOSTILE_KEYS) : r.chance(0.1) ? r.pick(NASTY_STRINGS).slice(0, 50) : r.pick(FIELD_NAMES);
    // defineProperty, so __proto__ becomes an own key that JSON.stringify writes out.
    Object.defineProperty(out, key, { value: nastyValue(r, depth), enumerable: true, configurable: true, writable: true });
  }
  return out;
}

function nestedDeep(levels: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { id: v };
  return v;
}

/** A query string: known and hostile keys, repeated keys, bracket syntax, raw (possibly malformed) escapes. */
export function nastyQuery(r: Rng): string {
  const parts: string[] = [];
  const n = 1 + r.int(4);
  for (let i = 0; i < n; i++) {
    const key = r.chance(0.1) ? r.pick(HOSTILE_KEYS) : r.pick(FIELD_NAMES);
    const value = r.pick(NASTY_STRINGS).slice(0, r.chance(0.9) ? 500 : 20_000);
    const k = r.chance(0.1) ? `${key}[${r.pick(['', '0', 'a', '__proto__'])}]` : key;
    parts.push(r.chance(0.1) ? `${k}=${r.pick(['%', '%zz', '%E0%A4%A', '%FF%FE', '%C0%AF', '+'])}` : `${encodeURIComponent(k)}=${encodeURIComponent(value)}`);
    if (r.chance(0.1)) parts.push(`${encodeURIComponent(key)}=1`);
  }
  if (r.chance(0.05)) parts.push('&&=&=x&');
  return parts.join('&');
}

/** Bodies that do not parse as what their content type says, or say nothing at all. */
export const MALFORMED_BODIES: readonly { contentType: string | null; body: string }[] = [
  { contentType: 'application/json', body: '{"id": ' },
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: '"text"' },
  { contentType: 'application/json', body: '12' },
  { contentType: 'application/json', body: '[]' },
  { contentType: 'application/json', body: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"polluted": 1}}}' },
  { contentType: 'application/json', body: '{"id": "1", "id": ["2"]}' },
  { contentType: 'application/json', body: '\uFEFF{"id":"1"}' },
  { contentType: 'application/json; charset=utf-16', body: '{"id":"1"}' },
  { contentType: 'application/json', body: '{"a":' + '['.repeat(10_000) },
  { contentType: 'application/x-www-form-urlencoded', body: 'id=%zz&ids=%E0%A4%A&__proto__[admin]=1' },
  { contentType: 'application/x-www-form-urlencoded', body: 'id=1&id=2&constructor[prototype][x]=1' },
  { contentType: 'text/plain', body: 'id=1' },
  { contentType: 'application/xml', body: '<id>1</id>' },
  { contentType: 'multipart/form-data', body: 'no boundary' },
  { contentType: 'multipart/form-data; boundary=zz', body: '--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--zz--\r\n' },
  { contentType: 'multipart/form-data; boundary=zz', body: '--zz--\r\n' },
  { contentType: 'application/octet-stream', body: '\u0000\u0001\u0002' },
  { contentType: '', body: 'x' },
  { contentType: 'nonsense', body: '{}' },
  { contentType: null, body: '{"id":"1"}' },
];

export interface RawRequest {
  method: string;
  /** Sent as is: it may hold characters a URL class would fix. */
  target: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A Content-Length other than the body's (malformed on purpose); the body's length otherwise. */
  contentLength?: string;
}

export interface RawAnswer {
  /** 0 when no answer came (timed out or the connection was reset). */
  status: number;
  text: string;
  error?: string;
}

/**
 * One request over a fresh TCP connection, bytes exactly as given (node:http and fetch refuse or
 * repair malformed requests). `Connection: close` makes the server end the answer by closing.
 */
export function rawRequest(port: number, req: RawRequest, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const body = typeof req.body === 'string' ? Buffer.from(req.body, 'utf8') : (req.body ?? Buffer.alloc(0));
    const headers: Record<string, string> = { host: `127.0.0.1:${port}`, connection: 'close', ...req.headers };
    if (req.body !== undefined || req.contentLength !== undefined) headers['content-length'] = req.contentLength ?? String(body.length);
    const head = `${req.method} ${req.target} HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n')}\r\n\r\n`;
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: status ? Number(status[1]) : 0, text, error: status ? undefined : (error ?? 'no status line') });
    };
    const timer = setTimeout(() => finish('no answer'), timeoutMs);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (e) => finish(e.message));
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]));
  });
}

/** What a stack trace or an internal path looks like in an answer. */
const LEAKS: readonly RegExp[] = [
  /\bat [^\s(]+ \([^)]*:\d+:\d+\)/,
  /\n\s{2,}at /,
  /\bat (?:async )?[^\s(]*(?:\/|\\)[^\s]*:\d+:\d+/,
  /node_modules/,
  /(?:\/|\\)src(?:\/|\\)(?:server|shared|main|renderer)(?:\/|\\)/,
  /\.(?:ts|js|mjs|cjs):\d+(?::\d+)?/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AssertionError)\b/,
  /Cannot (?:read|set) propert|Cannot convert|is not a function|is not iterable|is not defined|undefined is not|Maximum call stack|Unexpected token/,
];

/** The first leak pattern found in an answer, or undefined. */
export function leakIn(text: string): string | undefined {
  return LEAKS.find((re) => re.test(text))?.source;
}

/** The status counts a fuzz run prints. */
export class Tally {
  sent = 0;
  readonly byClass: Record<string, number> = {};
  readonly failures: string[] = [];

  record(status: number): void {
    this.sent++;
    const key = status === 0 ? 'none' : `${Math.floor(status / 100)}xx`;
    this.byClass[key] = (this.byClass[key] ?? 0) + 1;
  }

  count(key: string): number {
    return this.byClass[key] ?? 0;
  }

  summary(label: string): string {
    const classes = Object.keys(this.byClass)
      .sort()
      .map((k) => `${k} ${this.byClass[k]}`)
      .join(', ');
    return `${label}: ${this.sent} requests (${classes}); ${this.failures.length} failures`;
  }
}

/** Headers whose values are the session's, shown by name only. */
const SESSION_HEADERS = new Set(['authorization', 'blade-auth', 'cookie']);

/** A request and its answer as a short line a person can replay. */
export function describeRequest(req: RawRequest, answer?: RawAnswer): string {
  const headers = Object.entries(req.headers ?? {})
    .map(([k, v]) => (SESSION_HEADERS.has(k) ? k : `${k}: ${JSON.stringify(v.slice(0, 60))}`))
    .join('; ');
  const body = req.body === undefined ? '' : ` body ${JSON.stringify(String(req.body).slice(0, 200))}`;
  const answered = answer ? ` → ${answer.status || answer.error} ${JSON.stringify(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4).slice(0, 300))}` : '';
  return `${req.method} ${req.target.slice(0, 200)}${answered} [${headers}]${body}`;
}
