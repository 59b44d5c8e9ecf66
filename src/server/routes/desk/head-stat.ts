/**
 * GET desktop/head-stat/{nums,projects,pt-list,pt-nums,trends} (system module, spec 3 §7; trends is
 * ours): the data board's figures, for the categories that have the board only (ss, kj, gl, pt).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boardEndpoints as e } from '@shared/api/boardEndpoints';
import { BOARD_MESSAGES, BOARD_TOP_PARTNERS, boardAllowed, lastMonths, mapNameOf, type BoardHeadNums, type BoardMonthTrend } from '@shared/domain/board';
import { fromFen } from '@shared/domain/contractMoney';
import { subtractMoney } from '@shared/domain/money';
import type { AppContext } from '../../context';
import { timestamp } from '../../db/time';
import { callerOf, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { invoiceSums, monthlySums, paidOutSum, partnerCounts, projectsByStatus, provinceSums, signedSums, topPartners } from '../../repositories/head-stats';

/** The caller, refused (403) unless their organisation's category has the board. */
function boardCaller(req: FastifyRequest): Caller {
  const caller = callerOf(req);
  if (!boardAllowed(caller.orgCategory)) throw new HttpError(403, BOARD_MESSAGES.refused);
  return caller;
}

export function registerHeadStatRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, e.nums, async (req): Promise<BoardHeadNums> => {
    const caller = boardCaller(req);
    const projects = (await projectsByStatus(ctx.db, caller.tenantId)).map((r) => ({ status: Number(r.status), count: Number(r.n) }));
    const signed = await signedSums(ctx.db, caller, timestamp().slice(0, 4));
    const money = await invoiceSums(ctx.db, caller);
    const invoiced = fromFen(money.invoiced_fen);
    const arrived = fromFen(money.arrived_fen);
    return {
      projects,
      projectTotal: projects.reduce((n, p) => n + p.count, 0),
      signedYearCount: Number(signed.year_n ?? 0),
      signedYearAmount: fromFen(signed.year_fen),
      signedTotalCount: Number(signed.total_n ?? 0),
      signedTotalAmount: fromFen(signed.total_fen),
      invoiced,
      arrived,
      receivable: subtractMoney(invoiced, arrived),
      paidOut: fromFen(await paidOutSum(ctx.db, caller)),
    };
  });
  route(app, ctx, e.projects, async (req) =>
    (await provinceSums(ctx.db, boardCaller(req))).map((r) => ({
      code: r.code,
      name: r.name,
      mapName: mapNameOf(r.name),
      projectCount: Number(r.project_n),
      contractCount: Number(r.contract_n),
      contractAmount: fromFen(r.contract_fen),
    })),
  );
  route(app, ctx, e.ptList, async (req) =>
    (await topPartners(ctx.db, boardCaller(req), BOARD_TOP_PARTNERS)).map((r) => ({ id: r.id, name: r.name, contractCount: Number(r.n), contractAmount: fromFen(r.fen) })),
  );
  route(app, ctx, e.ptNums, async (req) => (await partnerCounts(ctx.db, boardCaller(req).tenantId)).map((r) => ({ category: r.category, count: Number(r.n) })));
  route(app, ctx, e.trends, async (req): Promise<BoardMonthTrend[]> => {
    const caller = boardCaller(req);
    const months = lastMonths(timestamp().slice(0, 10));
    const sums = new Map((await monthlySums(ctx.db, caller, months[0]!)).map((r) => [r.month, r]));
    return months.map((month) => ({ month, signed: fromFen(sums.get(month)?.signed_fen ?? 0), arrived: fromFen(sums.get(month)?.arrived_fen ?? 0) }));
  });
}
