import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { statAliases, statEndpoints } from '@shared/api/statEndpoints';
import { fromFen } from '@shared/domain/contractMoney';
import { companyStatQuerySchema, STAT_CATEGORIES, STAT_KINDS, type CompanyStat, type MgrStatTotal, type StatKind } from '@shared/domain/companyStat';
import { sumMoney } from '@shared/domain/money';
import type { AppContext } from '../../context';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { companyStatPage, type CompanyStatRow } from '../../repositories/company-stats';
import { ALL_RECORDS } from '@shared/api/envelope';
import { registerBoardStatRoutes } from './board-stats';

const pad = (n: number) => String(n).padStart(2, '0');
export const monthStartOf = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-01 00:00:00`;

export const toCompanyStat = (r: CompanyStatRow): CompanyStat => ({
  id: r.tenant_id,
  compName: r.name,
  code: r.code,
  orgCount: r.org_count,
  monthOrgCount: r.month_org_count,
  contractCount: r.contract_count,
  contractAmount: fromFen(r.contract_amount),
  receivedAmount: fromFen(r.received_amount),
});

/**
 * GET {tech,mgr,design}-company-stat: per company of the kind the caller's organisation looks after,
 * the organisations it brought in and their counted owner contracts (at the spec's paths, and at the
 * desk-module paths of before); desktop/mgr-stat: the totals of the three lists.
 */
export function registerCompanyStatRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const kind of STAT_KINDS) {
    const handler = async (req: Parameters<Parameters<typeof route>[3]>[0]) => {
      const query = parseInput(companyStatQuerySchema, req.query);
      const { rows, total } = await companyStatPage(ctx.db, callerOf(req).tenantId, STAT_CATEGORIES[kind], query, monthStartOf(new Date()));
      return pageOf(rows.map(toCompanyStat), total, query.current, query.size);
    };
    route(app, ctx, statEndpoints[`${kind}CompanyStat`], handler);
    route(app, ctx, statAliases[`${kind}CompanyStat`], handler);
  }

  route(app, ctx, statEndpoints.mgrStat, async (req) => {
    const tenantId = callerOf(req).tenantId;
    const totals: MgrStatTotal[] = [];
    for (const kind of STAT_KINDS) totals.push(totalOf(kind, (await companyStatPage(ctx.db, tenantId, STAT_CATEGORIES[kind], { current: 1, size: ALL_RECORDS }, monthStartOf(new Date()))).rows));
    return totals;
  });

  registerBoardStatRoutes(app, ctx);
}

/** The sum of one list: an organisation brought in by two companies counts in both, as each row shows it. */
function totalOf(kind: StatKind, rows: CompanyStatRow[]): MgrStatTotal {
  const stats = rows.map(toCompanyStat);
  return {
    kind,
    companyCount: stats.length,
    orgCount: stats.reduce((n, s) => n + s.orgCount, 0),
    contractCount: stats.reduce((n, s) => n + s.contractCount, 0),
    contractAmount: sumMoney(stats.map((s) => s.contractAmount)),
    receivedAmount: sumMoney(stats.map((s) => s.receivedAmount)),
  };
}
