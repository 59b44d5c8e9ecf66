import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import { dayRange } from '@shared/domain/fields';
import { ATTACH_BUTTONS } from '@shared/domain/platformButtons';
import { attachIdSchema, attachIdsSchema, attachListQuerySchema, UPLOAD_MESSAGES, type Attachment } from '@shared/domain/upload';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { isOperatorAdministrator, requireButton } from '../../http/buttonGrants';
import { callerOf, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import type { OssService } from '../../oss/service';
import { attachPage, deleteAttaches, findAttachListed, type AttachListRow } from '../../repositories/oss';

/**
 * The attachments registry (resource attach/list, detail, remove; spec 3 §7): an organisation's
 * uploaded files, searched by name, type, uploader and days; the operator's administrator sees every
 * organisation's. Removing one deletes its stored object too.
 */
export function registerAttachRegistryRoutes(app: FastifyInstance, ctx: AppContext, oss: OssService, toAttachment: (row: AttachListRow) => Attachment): void {
  /**
   * Whose attachments a registry call reaches: the caller's organisation's, or — for the operator's
   * administrator — every organisation's (or the one it names). Naming another organisation is refused to anyone else.
   */
  async function registryTenant(caller: Caller, tenantId?: string): Promise<string | null> {
    if (await isOperatorAdministrator(ctx.db, caller)) return tenantId || null;
    if (tenantId && tenantId !== caller.tenantId) throw new HttpError(403, MESSAGES.forbidden);
    return caller.tenantId;
  }

  route(app, ctx, uploadEndpoints.attachList, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(attachListQuerySchema, req.query);
    const days = dayRange(q.createTimeFrom, q.createTimeTo);
    const filters = { name: q.name, type: q.type, uploader: q.uploader, from: days.from, to: days.to };
    const { rows, total } = await attachPage(ctx.db, await registryTenant(caller, q.tenantId), q.current, q.size, filters);
    return pageOf(rows.map(toAttachment), total, q.current, q.size);
  });

  route(app, ctx, uploadEndpoints.attachDetail, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(attachIdSchema, req.query);
    const row = await findAttachListed(ctx.db, await registryTenant(caller), id);
    if (!row) throw new HttpError(404, UPLOAD_MESSAGES.attachNotFound);
    return toAttachment(row);
  });

  route(app, ctx, uploadEndpoints.attachRemove, async (req) => {
    const caller = callerOf(req);
    await requireButton(ctx.db, caller, ATTACH_BUTTONS.remove);
    const input = { ...(req.body && typeof req.body === 'object' ? req.body : {}), ...(req.query as object) };
    const { ids } = parseInput(attachIdsSchema, input);
    // All or nothing: an id that is not this organisation's removes none and says so.
    const tenantId = await registryTenant(caller);
    const removed = await ctx.db.transaction().execute((trx) => deleteAttaches(trx, tenantId, ids));
    if (!removed) throw new HttpError(404, UPLOAD_MESSAGES.attachNotFound);
    // The stored object goes with its record: a removed attachment cannot be read again.
    for (const row of removed) await oss.remove(row.oss_name);
    return null;
  });

}
