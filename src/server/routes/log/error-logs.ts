import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import { errorLogUploadSchema } from '@shared/domain/errorLog';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { insertErrorLogs } from '../../repositories/error-logs';

/** POST error-log/upload: the client's local error log, kept under the caller's organisation. */
export function registerErrorLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.errorLogUpload, async (req) => {
    const { logs } = parseInput(errorLogUploadSchema, req.body);
    const caller = callerOf(req);
    const now = timestamp();
    await insertErrorLogs(
      ctx.db,
      logs.map((log) => ({ id: newId(), tenant_id: caller.tenantId, user_id: caller.userId, ...log, create_time: now })),
    );
    return null;
  });
}
