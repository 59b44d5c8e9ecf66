/**
 * What a request may leave in a log: its path without the query string, the query's parameter
 * names only, the client's id without its secret, the tenant it named. Pure, so tests read them.
 */
import type { FastifyRequest } from 'fastify';
import { HEADER_CLIENT, HEADER_TENANT } from '@shared/api/headers';

/** `/a/b?phone=138…&code=1` → path `/a/b`, keys `phone,code` (no value ever). */
export function splitUrl(url: string): { path: string; queryKeys: string } {
  const at = url.indexOf('?');
  if (at < 0) return { path: url.slice(0, 500), queryKeys: '' };
  const keys = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return { path: url.slice(0, at).slice(0, 500), queryKeys: [...new Set(keys)].join(',').slice(0, 500) };
}

/** The id of `Basic base64(id:secret)`; '' for anything else. The secret is never kept. */
export function clientIdOf(header: string | undefined): string {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return '';
  const given = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = given.indexOf(':');
  return colon > 0 ? given.slice(0, Math.min(colon, 64)) : '';
}

/** The tenant a public request named (sign-in), when it looks like one. */
export function namedTenant(value: unknown): string {
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? value : '';
}

export function requestFacts(req: FastifyRequest): { clientIp: string; clientId: string; tenantHeader: string } {
  return {
    clientIp: req.ip.slice(0, 64),
    clientId: clientIdOf(req.headers[HEADER_CLIENT] as string | undefined),
    tenantHeader: namedTenant(req.headers[HEADER_TENANT]),
  };
}
