import { createHash, timingSafeEqual } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from '@shared/api/envelope';
import { HEADER_LAUNCH } from '@shared/api/headers';
import { hostAllowed, loopbackHosts, normaliseHost } from '@shared/hostCheck';
import type { AppContext } from '../context';
import { HTTP_MESSAGES } from './messages';

/**
 * The first check of every request, before any route or body is looked at:
 * - the Host header must name this server: its own address (127.0.0.1, localhost or [::1] at its
 *   port, the address it listens on) or a public name it is configured with (CEM_PUBLIC_HOSTS, the
 *   object store's CEM_OSS_ENDPOINT); anything else is 421, so a DNS-rebinding page cannot reach it
 *   and no forged name is ever built into an answer;
 * - when the server is embedded in the app (browser mode, the Electron main process), every request
 *   must carry the launch secret the core was handed at start: another local process, or a page of
 *   any origin, gets 403 for every route.
 * The OSS-compatible object endpoint is the one exception to both: it answers only requests signed
 * with credentials only the core holds, and ali-oss, which sends them, puts the bucket's virtual
 * host name (<bucket>.<region>.aliyuncs.com) in Host whatever the endpoint's address, and has no
 * option for a header on every request short of replacing its HTTP client.
 */
export function installFrontDoor(app: FastifyInstance, ctx: AppContext): void {
  const secret = ctx.config.launchSecret ? digest(ctx.config.launchSecret) : null;
  const objectRoutes = new Set([`/${ctx.config.oss.bucket}`, `/${ctx.config.oss.bucket}/*`]);
  app.addHook('onRequest', async (req, reply) => {
    if (objectRoutes.has(req.routeOptions.url ?? '')) return;
    if (!hostAllowed(req.headers.host, ownHosts(app, ctx))) return refuse(reply, 421, HTTP_MESSAGES.hostRefused);
    if (!secret) return;
    const given = req.headers[HEADER_LAUNCH];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), secret)) return refuse(reply, 403, HTTP_MESSAGES.launchSecretMissing);
  });
}

/**
 * The names this server answers to, read from where it actually listens: its loopback names at its
 * port; the bound address itself (every interface's address when bound to all of them, 0.0.0.0 or
 * ::), so `--host` on a LAN needs no further setting; and the configured public names.
 */
function ownHosts(app: FastifyInstance, ctx: AppContext): Set<string> {
  const hosts = new Set(ctx.config.publicHosts.map(normaliseHost));
  const address = app.server.address();
  if (!address || typeof address !== 'object') return hosts;
  const { port } = address;
  for (const name of loopbackHosts(port)) hosts.add(name);
  const bound = address.address === '0.0.0.0' || address.address === '::' ? Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address)) : [address.address];
  for (const ip of bound) hosts.add(normaliseHost(ip.includes(':') ? `[${ip}]:${port}` : `${ip}:${port}`));
  return hosts;
}

/** Fixed-length digests, so the comparison takes the same time whatever was sent. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function refuse(reply: FastifyReply, status: number, message: string) {
  // The connection closes after the answer: nothing more of this client is read.
  return reply.code(status).header('connection', 'close').send(fail(status, message));
}
