import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { statEndpoints } from '@shared/api/statEndpoints';
import { companyStatQuerySchema, STAT_CATEGORIES, type CompanyStat, type StatKind } from '@shared/domain/companyStat';
import { moneyFixed } from '@shared/domain/money';
import type { AppContext } from '../../context';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { companyStatPage } from '../../repositories/company-stats';

const pad = (n: number) => String(n).padStart(2, '0');
const monthStartOf = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-01 00:00:00`;

const KINDS: [StatKind, (typeof statEndpoints)[keyof typeof statEndpoints]][] = [
  ['tech', statEndpoints.techCompanyStat],
  ['mgr', statEndpoints.mgrCompanyStat],
  ['design', statEndpoints.designCompanyStat],
];

/**
 * GET desktop/{tech,mgr,design}-company-stat: per company of the kind the caller's organisation
 * looks after, the organisations it brought in; contract figures stay zero until contracts exist.
 */
export function registerCompanyStatRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const [kind, endpoint] of KINDS) {
    route(app, ctx, endpoint, async (req) => {
      const query = parseInput(companyStatQuerySchema, req.query);
      const { rows, total } = await companyStatPage(ctx.db, callerOf(req).tenantId, STAT_CATEGORIES[kind], query, monthStartOf(new Date()));
      const records: CompanyStat[] = rows.map((r) => ({
        id: r.tenant_id,
        compName: r.name,
        code: r.code,
        orgCount: r.org_count,
        monthOrgCount: r.month_org_count,
        contractCount: 0,
        contractAmount: moneyFixed(0),
        receivedAmount: moneyFixed(0),
      }));
      return pageOf(records, total, query.current, query.size);
    });
  }
}
