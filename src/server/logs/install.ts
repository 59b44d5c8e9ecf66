/**
 * Installs the logs on one server: the api log of every answered /api request (onResponse), the
 * writer's last flush on close, and the pruning of old rows at start and every few hours.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { pruneLogs } from './prune';
import { namedTenant, requestFacts, splitUrl } from './request';
import { logWriter } from './writer';

/** How often the prune runs while the server is up. */
export const PRUNE_INTERVAL_MS = 6 * 3600 * 1000;

export function installLogs(app: FastifyInstance, ctx: AppContext, report: (message: string) => void): void {
  const writer = logWriter(ctx.db, report);

  app.addHook('onResponse', (req, reply, done) => {
    const url = req.url;
    if (url.startsWith('/api/')) {
      const { path, queryKeys } = splitUrl(url);
      const facts = requestFacts(req);
      writer.add('api_log', {
        id: newId(),
        // A sign-in names its organisation in the form: that field alone is read from a body.
        tenant_id: req.caller?.tenantId ?? (facts.tenantHeader || namedTenant((req.body as { tenant_id?: unknown } | undefined)?.tenant_id)),
        user_id: req.caller?.userId ?? '',
        method: req.method.slice(0, 10),
        path,
        query_keys: queryKeys,
        status: reply.statusCode,
        duration_ms: Math.max(0, Math.round(reply.elapsedTime)),
        client_ip: facts.clientIp,
        client_id: facts.clientId,
        create_time: timestamp(),
      });
    }
    done();
  });

  let timer: NodeJS.Timeout | undefined;
  const prune = () =>
    pruneLogs(ctx.db, ctx.config.logRetentionDays).catch((err: unknown) => report(`logs: pruning failed: ${err instanceof Error ? err.message : String(err)}`));
  app.addHook('onReady', async () => {
    await prune();
    // unref'd: the timer alone never keeps the process alive.
    timer = setInterval(() => void prune(), PRUNE_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await writer.close();
  });
}
