/**
 * GET desktop/workbench (desk module, issue 18; the path is ours, the spec names none): the workbench's
 * figures for the caller in one round trip. Each part is computed only when the caller's organisation
 * category is offered the screen it links to (offeredScreen, the rule requireScreen applies to that
 * screen's own routes); a part not offered is left out of the answer, and the workbench shows no card for it.
 */
import type { FastifyInstance } from 'fastify';
import { workbenchEndpoints, type Workbench } from '@shared/api/workbenchEndpoints';
import { WORKBENCH_PART_NAMES, WORKBENCH_PARTS } from '@shared/domain/workbench';
import type { AppContext } from '../../context';
import { timestamp } from '../../db/time';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { offeredScreen } from '../../http/screenGrants';
import { invoiceDueCounts, myProjectCounts, ownerContractCounts, ownRequestCounts, payableCounts } from './workbenchFigures';

// Every part of the answer has a screen (this assignment fails to compile otherwise) ...
const SCREENS: Record<keyof Workbench, { screen: string }> = WORKBENCH_PARTS;

export function registerWorkbenchRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, workbenchEndpoints.figures, async (req) => {
    const caller = callerOf(req);
    const today = timestamp().slice(0, 10);
    // ... and every part of the domain's list has its figures (indexing below fails to compile otherwise).
    const figures: { [K in keyof Workbench]-?: () => Promise<Workbench[K]> } = {
      projects: () => myProjectCounts(ctx.db, caller),
      contracts: () => ownerContractCounts(ctx.db, caller),
      invoices: () => invoiceDueCounts(ctx.db, caller, today),
      payables: () => payableCounts(ctx.db, caller),
      requests: () => ownRequestCounts(ctx.db, caller),
    };
    const parts = await Promise.all(
      WORKBENCH_PART_NAMES.map(async (part) => [part, (await offeredScreen(ctx.db, caller, SCREENS[part].screen)) ? await figures[part]() : undefined] as const),
    );
    const answer: Workbench = {};
    for (const [part, value] of parts) if (value !== undefined) Object.assign(answer, { [part]: value });
    return answer;
  });
}
