import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { dispatchBridge, isBridgeMethod, type BridgeEvent } from '@shared/bridge';
import { HOST_BRIDGE_HEADER, HOST_CALL_PATH, HOST_EVENTS_KEY_PARAM, HOST_EVENTS_PATH, HOST_KEY_PARAM, HOST_LAUNCH_PARAM, hostCookieName } from '@shared/hostProtocol';
import { hostAllowed, loopbackHosts } from '@shared/hostCheck';
import { localiseMessage } from '@shared/i18n';
import { CORE_MESSAGES, MESSAGES } from '@shared/messages';
import type { Core } from '../services/core';
import { bridgeErrorRecorder } from '../services/errorLog/processErrors';
import { registerExportRoutes } from './exportRoutes';
import { registerTransferRoutes } from './transferRoutes';
import { SECURITY_HEADERS } from '@shared/securityHeaders';

export interface HostOptions {
  core: Core;
  rendererDir: string;
  port: number;
  /** Fixed only by tests that need a known secret; a fresh random one otherwise. */
  secret?: string;
  /** Fixed only by tests that call the bridge without a page; a fresh random one otherwise. */
  pageKey?: string;
  /** Where the stack of a bridge method that threw is written (browser mode's log; stderr by default). */
  log?: (line: string) => void;
}

export interface Host {
  origin: string;
  /** The address to open once: it hands the browser the launch secret as an HttpOnly cookie. */
  launchUrl: string;
  close(): Promise<void>;
}

/** Shown before any renderer runs, so in both languages. */
const FORBIDDEN_PAGE = `<!doctype html><meta charset="utf-8"><title>403</title><p>${CORE_MESSAGES.hostAddressRequired}</p><p>${localiseMessage(CORE_MESSAGES.hostAddressRequired, 'en')}</p>`;

/**
 * Browser mode's transport: serves the renderer and carries the Bridge over HTTP on 127.0.0.1.
 * Only a browser that opened the launch address (and so holds the cookie) is served the app, and
 * only the page it loaded (which holds the page key, kept by this origin alone) is answered on the
 * bridge, from this very origin; the Host header is checked too, so a rebinding DNS name cannot reach it.
 */
export async function startHost(opts: HostOptions): Promise<Host> {
  const secret = opts.secret ?? randomBytes(32).toString('base64url');
  // Handed to the page in the launch redirect's fragment; see hostProtocol.ts for why the cookie is not enough.
  const pageKey = opts.pageKey ?? randomBytes(32).toString('base64url');
  const app = Fastify({ logger: false, bodyLimit: 5 * 1024 * 1024 });
  await app.register(fastifyCookie);

  let origin = '';
  let cookieName = '';
  const allowedHosts = new Set<string>();
  const allowedOrigins = new Set<string>();
  const holdsSecret = (req: FastifyRequest) => safeEqual(req.cookies[cookieName], secret);
  const holdsPageKey = (given: unknown) => typeof given === 'string' && safeEqual(given, pageKey);
  /** A call of the page itself: from our origin, with the page key. */
  const recordUnexpected = bridgeErrorRecorder(opts.core.errorLog, opts.log);
  const fromPage = (req: FastifyRequest) => allowedOrigins.has(req.headers.origin ?? '') && holdsPageKey(req.headers[HOST_BRIDGE_HEADER]);

  app.addHook('onRequest', async (req, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (!hostAllowed(req.headers.host, allowedHosts)) return reply.code(421).type('text/plain').send('Misdirected Request');
    const url = new URL(req.url, origin);
    if (url.pathname === '/' && url.searchParams.has(HOST_LAUNCH_PARAM)) {
      if (!safeEqual(url.searchParams.get(HOST_LAUNCH_PARAM) ?? '', secret)) return forbid(reply);
      reply.setCookie(cookieName, secret, { httpOnly: true, sameSite: 'strict', path: '/' });
      return reply.header('cache-control', 'no-store').redirect(`/#${HOST_KEY_PARAM}=${pageKey}`, 302);
    }
    if (!holdsSecret(req)) return forbid(reply);
  });

  app.post(HOST_CALL_PATH, async (req, reply) => {
    if (!fromPage(req)) return reply.code(403).send({ error: 'forbidden' });
    const body = req.body as { method?: unknown; args?: unknown } | undefined;
    if (!body || !isBridgeMethod(body.method) || !Array.isArray(body.args)) return reply.code(400).send({ error: MESSAGES.badRequest });
    const result = await dispatchBridge(opts.core.bridge, body.method, body.args, recordUnexpected);
    return { result: result ?? null };
  });

  registerTransferRoutes(app, opts.core, fromPage);
  registerExportRoutes(app, opts.core);

  const streams = new Set<(event: BridgeEvent) => void>();
  const unsubscribe = opts.core.events.on((event) => streams.forEach((send) => send(event)));
  app.get(HOST_EVENTS_PATH, (req, reply) => {
    // EventSource cannot send custom headers; a cross-site page would show up here as another site.
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') return reply.code(403).send();
    if (!holdsPageKey((req.query as Record<string, unknown>)[HOST_EVENTS_KEY_PARAM])) return reply.code(403).send();
    reply.hijack();
    reply.raw.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    reply.raw.write(': connected\n\n');
    const send = (event: BridgeEvent) => reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
    streams.add(send);
    const keepAlive = setInterval(() => reply.raw.write(': ping\n\n'), 25_000);
    req.raw.on('close', () => {
      clearInterval(keepAlive);
      streams.delete(send);
    });
  });

  if (existsSync(join(opts.rendererDir, 'index.html'))) {
    // wildcard: files are looked up per request, so a rebuild is served without restarting the host.
    await app.register(fastifyStatic, { root: opts.rendererDir, index: 'index.html', wildcard: true, cacheControl: false });
    // History routing: any page address that is not a file gets the app, which routes it itself.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/bridge/')) return reply.header('cache-control', 'no-store').sendFile('index.html');
      return reply.code(404).send({ error: 'not found' });
    });
  }

  await app.listen({ host: '127.0.0.1', port: opts.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  origin = `http://127.0.0.1:${port}`;
  cookieName = hostCookieName(port);
  for (const host of loopbackHosts(port)) {
    allowedHosts.add(host);
    allowedOrigins.add(`http://${host}`);
  }

  return {
    origin,
    launchUrl: `${origin}/?${HOST_LAUNCH_PARAM}=${secret}`,
    close: async () => {
      unsubscribe();
      await app.close();
    },
  };
}

function forbid(reply: FastifyReply) {
  return reply.code(403).type('text/html; charset=utf-8').send(FORBIDDEN_PAGE);
}

function safeEqual(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
