import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { pageOf } from '@shared/api/envelope';
import { logEndpoints } from '@shared/api/logEndpoints';
import { idSchema } from '@shared/domain/fields';
import { apiLogPageQuerySchema, errorLogPageQuerySchema, LOG_MESSAGES, loginLogPageQuerySchema, usualLogPageQuerySchema } from '@shared/domain/logs';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { isAdministrator, isOperatorAdministrator, requireOperatorAdministrator } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { findLog, pageLog, toApiLog, toErrorLog, toLoginLog, toUsualLog, type LogKind } from '../../logs/queries';
import { logWriter } from '../../logs/writer';
import type { AnyEndpoint } from '../../http/resource/types';

/**
 * The log screens' reads (spec 3 §7 log: usual, api, error — each list and detail — and
 * user/log/list). Usual, api and error logs are the platform's: the operator's administrator only,
 * all organisations. Login records: the operator's administrator sees all, an organisation's
 * administrator its own organisation's sign-ins, anyone else is refused.
 */
export function registerLogScreenRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** undefined: every organisation; else the one the caller may read. */
  type Reach = (req: FastifyRequest) => Promise<string | undefined>;
  const operatorOnly: Reach = async (req) => {
    await requireOperatorAdministrator(ctx.db, callerOf(req));
    return undefined;
  };
  const administrators: Reach = async (req) => {
    const caller = callerOf(req);
    if (await isOperatorAdministrator(ctx.db, caller)) return undefined;
    if (await isAdministrator(ctx.db, caller)) return caller.tenantId;
    throw new HttpError(403, MESSAGES.forbidden);
  };

  const serve = <R>(table: LogKind, list: AnyEndpoint, detail: AnyEndpoint, schema: z.ZodType, reach: Reach, toRecord: (row: Record<string, unknown>) => R) => {
    route(app, ctx, list, async (req) => {
      const tenantId = await reach(req);
      const q = parseInput(schema, req.query) as Record<string, unknown> & { current: number; size: number };
      // Rows still queued (this very minute's calls) are written first: the screen shows everything answered before it.
      await logWriter(ctx.db).flush();
      const { rows, total } = await pageLog(ctx.db, table, q, tenantId);
      return pageOf(rows.map(toRecord), total, q.current, q.size);
    });
    route(app, ctx, detail, async (req) => {
      const tenantId = await reach(req);
      const { id } = parseInput(idSchema, req.query);
      await logWriter(ctx.db).flush();
      const row = await findLog(ctx.db, table, id, tenantId);
      if (!row) throw new HttpError(404, LOG_MESSAGES.notFound);
      return toRecord(row);
    });
  };

  serve('usual_log', logEndpoints.usualList, logEndpoints.usualDetail, usualLogPageQuerySchema, operatorOnly, toUsualLog);
  serve('api_log', logEndpoints.apiList, logEndpoints.apiDetail, apiLogPageQuerySchema, operatorOnly, toApiLog);
  serve('error_log', logEndpoints.errorList, logEndpoints.errorDetail, errorLogPageQuerySchema, operatorOnly, toErrorLog);
  serve('auth_log', logEndpoints.loginList, logEndpoints.loginDetail, loginLogPageQuerySchema, administrators, toLoginLog);
}
