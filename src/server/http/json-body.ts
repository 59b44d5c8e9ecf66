import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { HTTP_MESSAGES } from './messages';

/** Deeper than any request of the contract (an error-log upload is three levels). */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed body nests arrays or objects deeper than `limit`; iterative, so the check cannot overflow itself. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(v)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Fastify's JSON parser (which refuses __proto__ and constructor.prototype keys) plus a depth limit:
 * the handlers, the schemas and the idempotency fingerprint walk a body recursively, and a body
 * nested thousands deep overflowed the stack there (a 500 found by the route fuzz test).
 */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    parse(req, body as string, (err, value) => {
      if (err) return done(err, undefined);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) return done(new HttpError(400, HTTP_MESSAGES.tooDeep), undefined);
      done(null, value);
    });
  });
}
