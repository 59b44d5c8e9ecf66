/**
 * desktop/inner-stat (the caller's own organisation, month by month), desktop/board-projects (the
 * board's slim project list) and desktop/board-company (one managed company for /board/company).
 */
import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { statEndpoints } from '@shared/api/statEndpoints';
import { boardCompanyQuerySchema, boardProjectQuerySchema, STAT_CATEGORIES, type BoardProject, type InnerStatMonth, type OrgCategoryOfStat } from '@shared/domain/companyStat';
import { fromFen } from '@shared/domain/contractMoney';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { dataScopeOf } from '../../http/scopes';
import { parseInput } from '../../http/validate';
import { managedCompany } from '../../repositories/company-stats';
import { boardProjectPage, companyContracts, monthlyFigures } from '../../repositories/company-stats-board';
import { monthStartOf, toCompanyStat } from './company-stats';

/** How many months inner-stat answers (this one and the eleven before). */
export const INNER_STAT_MONTHS = 12;
/** The most contracts /board/company lists (the largest; the figures above count them all). */
export const BOARD_COMPANY_CONTRACTS = 50;

const pad = (n: number) => String(n).padStart(2, '0');

/** The last `count` months as yyyy-MM, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - (count - 1 - i), 1);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
  });
}

export function registerBoardStatRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, statEndpoints.innerStat, async (req) => {
    const caller = callerOf(req);
    const months = lastMonths(new Date(), INNER_STAT_MONTHS);
    const figures = await monthlyFigures(ctx.db, caller.tenantId, dataScopeOf(caller, 'contract-owner', 'contract_owner'), months[0]);
    return months.map((month): InnerStatMonth => {
      const f = figures.get(month);
      return { month, signedCount: f?.signed_count ?? 0, signedAmount: fromFen(f?.signed_amount), arrivedAmount: fromFen(f?.arrived_amount) };
    });
  });

  route(app, ctx, statEndpoints.boardProjects, async (req) => {
    const caller = callerOf(req);
    const query = parseInput(boardProjectQuerySchema, req.query);
    const { rows, total } = await boardProjectPage(ctx.db, caller.tenantId, dataScopeOf(caller, 'project', 'project'), query);
    const records = rows.map(
      (r): BoardProject => ({
        id: r.id,
        name: r.name,
        code: r.code,
        ownerName: r.owner_name,
        statusInitiation: Number(r.status_initiation),
        regionId: r.region_id,
        regionName: r.region_name ?? '',
        contractAmount: fromFen(r.contract_amount),
      }),
    );
    return pageOf(records, total, query.current, query.size);
  });

  route(app, ctx, statEndpoints.boardCompany, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(boardCompanyQuerySchema, req.query);
    // Only a company one of the caller's statistics lists shows: another organisation's is "not found", never its figures.
    const row = await managedCompany(ctx.db, caller.tenantId, id, Object.values(STAT_CATEGORIES), monthStartOf(new Date()));
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    const contracts = await companyContracts(ctx.db, id, BOARD_COMPANY_CONTRACTS);
    return {
      company: { ...toCompanyStat(row), category: row.category as OrgCategoryOfStat },
      contracts: contracts.map((c) => ({
        id: c.id,
        name: c.name,
        code: c.code,
        orgName: c.org_name,
        statusContract: Number(c.status_contract),
        contractAmount: fromFen(c.contract_amount),
        receivedAmount: fromFen(c.received_amount),
      })),
    };
  });
}
