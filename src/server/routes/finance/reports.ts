/**
 * GET finance-report/receivables and finance-report/payables (issue 18): read-only reports for the
 * organisations offered the screens whose money they read — receivables for the owner-invoice
 * screen's categories, payables for the payments screen's (screenApp).
 */
import type { FastifyInstance } from 'fastify';
import { financeReportEndpoints as e } from '@shared/api/financeReportEndpoints';
import { FINANCE_SCREENS } from '@shared/domain/financeButtons';
import { payablesQuerySchema, receivablesQuerySchema } from '@shared/domain/financeReports';
import type { AppContext } from '../../context';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { screenApp } from '../../http/screenGrants';
import { parseInput } from '../../http/validate';
import { payablesReport } from './reportsPayables';
import { receivablesReport } from './reportsReceivables';

export function registerFinanceReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(screenApp(app, ctx, FINANCE_SCREENS.invoice), ctx, e.receivables, async (req) => receivablesReport(ctx, callerOf(req), parseInput(receivablesQuerySchema, req.query ?? {})));
  route(screenApp(app, ctx, FINANCE_SCREENS.payment), ctx, e.payables, async (req) => payablesReport(ctx, callerOf(req), parseInput(payablesQuerySchema, req.query ?? {})));
}
