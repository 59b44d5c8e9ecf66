/**
 * Screens offered by category (spec 1 §2): the menu template says which organisation categories get
 * which screen, and a route belonging to a screen refuses (403) a caller whose organisation's category
 * is not offered it — whatever the caller's grants, since requireButton lets through a button the
 * organisation's menu does not have at all. The rule lives in the template (editable on /system/menu)
 * and in offeredTo, which provisioning uses too; nothing here lists categories.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import type { MenuTemplateRow } from '../repositories/menus';
import { MENU_ROOT, offeredTo } from '../seed/menus';
import { callerOf, type Caller } from './caller';
import { HttpError } from './errors';

/** The template entry of `code` with its ancestors (the screen is offered only when they all are); empty when the template lacks it. */
async function templateChain(db: Executor, code: string): Promise<MenuTemplateRow[]> {
  const chain: MenuTemplateRow[] = [];
  let row = await db.selectFrom('menu_template').selectAll().where('code', '=', code).executeTakeFirst();
  while (row && chain.length < 10) {
    chain.push(row);
    if (row.parent_id === MENU_ROOT) return chain;
    row = await db.selectFrom('menu_template').selectAll().where('id', '=', row.parent_id).executeTakeFirst();
  }
  // A broken chain (a parent gone) offers nothing: fail closed.
  return [];
}

/** Whether the caller's organisation (its tenant and category) is offered the screen of menu code `code`. */
export async function offeredScreen(db: Executor, caller: Caller, code: string): Promise<boolean> {
  const chain = await templateChain(db, code);
  return chain.length > 0 && chain.every((row) => offeredTo(row, caller.tenantId, caller.orgCategory));
}

/** 403 没有权限访问该资源 unless the caller's organisation is offered one of the screens `codes` (menu codes of the template). */
export async function requireScreen(db: Executor, caller: Caller, ...codes: string[]): Promise<void> {
  for (const code of codes) if (await offeredScreen(db, caller, code)) return;
  throw new HttpError(403, MESSAGES.forbidden);
}

/**
 * The app as seen by the routes of one screen (or of several, for a call two screens share): every
 * route registered through it runs requireScreen before its own preHandlers and its handler.
 */
export function screenApp(app: FastifyInstance, ctx: AppContext, ...codes: string[]): FastifyInstance {
  const guarded = Object.create(app) as FastifyInstance;
  const refuse = async (req: FastifyRequest) => requireScreen(ctx.db, callerOf(req), ...codes);
  guarded.route = ((opts: Parameters<FastifyInstance['route']>[0]) => {
    const own = opts.preHandler ? (Array.isArray(opts.preHandler) ? opts.preHandler : [opts.preHandler]) : [];
    return app.route({ ...opts, preHandler: [refuse, ...own] });
  }) as FastifyInstance['route'];
  return guarded;
}
