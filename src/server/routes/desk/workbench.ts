/**
 * GET desktop/workbench (desk module, issue 18): the workbench's figures for the caller in one round
 * trip. Each part is computed only when the caller's organisation category is offered the screen it
 * links to (offeredScreen, the rule requireScreen applies to that screen's own routes); a part not
 * offered is left out of the answer, and the workbench shows no card for it.
 */
import type { FastifyInstance } from 'fastify';
import { workbenchEndpoints, type Workbench } from '@shared/api/workbenchEndpoints';
import { FINANCE_SCREENS } from '@shared/domain/financeButtons';
import type { AppContext } from '../../context';
import { timestamp } from '../../db/time';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { offeredScreen } from '../../http/screenGrants';
import { invoiceDueCounts, myProjectCounts, ownerContractCounts, ownRequestCounts, payableCounts } from './workbenchFigures';

/** The menu code of the screen each part links to (the template's codes). */
const SCREENS = {
  projects: 'project_mine',
  contracts: 'contract_owner',
  invoices: FINANCE_SCREENS.invoice,
  payables: FINANCE_SCREENS.payment,
  requests: FINANCE_SCREENS.request,
} as const satisfies Record<keyof Workbench, string>;

export function registerWorkbenchRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, workbenchEndpoints.figures, async (req) => {
    const caller = callerOf(req);
    const today = timestamp().slice(0, 10);
    const figures: { [K in keyof Workbench]-?: () => Promise<Workbench[K]> } = {
      projects: () => myProjectCounts(ctx.db, caller),
      contracts: () => ownerContractCounts(ctx.db, caller),
      invoices: () => invoiceDueCounts(ctx.db, caller, today),
      payables: () => payableCounts(ctx.db, caller),
      requests: () => ownRequestCounts(ctx.db, caller),
    };
    const parts = await Promise.all(
      (Object.keys(SCREENS) as (keyof Workbench)[]).map(async (part) => [part, (await offeredScreen(ctx.db, caller, SCREENS[part])) ? await figures[part]() : undefined] as const),
    );
    const answer: Workbench = {};
    for (const [part, value] of parts) if (value !== undefined) Object.assign(answer, { [part]: value });
    return answer;
  });
}
