/**
 * The invoice summary of one contract (spec 2 §3 "Invoice" summary fields): GET
 * contract-owner-invoice/summary?id= for an owner contract (owner invoices and owner arrivals) and
 * contract-platform-invoice/summary?id= for a platform or project-management contract. One shared
 * formula (invoiceSummary.ts) over SQL sums; only contracts of the caller's organisation, in its data scope.
 */
import type { FastifyInstance } from 'fastify';
import { invoiceSummaryEndpoints as e } from '@shared/api/financeInvoiceEndpoints';
import { CONTRACT_MESSAGES } from '@shared/domain/contract';
import { fromFen } from '@shared/domain/contractMoney';
import { idSchema } from '@shared/domain/fields';
import { INVOICE_MESSAGES, ownerMaxAvailable } from '@shared/domain/invoice';
import { invoiceSummary } from '@shared/domain/invoiceSummary';
import type { AppContext } from '../../context';
import { arrivedTotals, invoicedTotal } from '../../finance/invoiceSums';
import { platformInvoiceFigures } from './invoiceRows';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { dataScopeOf } from '../../http/scopes';
import { parseInput } from '../../http/validate';

export function registerInvoiceSummaries(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, e.owner, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(idSchema, req.query ?? {});
    let query = ctx.db.selectFrom('contract_owner').select(['contract_owner.id', 'contract_owner.curr_contract_amount', 'contract_owner.is_direct']).where('contract_owner.tenant_id', '=', caller.tenantId).where('contract_owner.id', '=', id);
    const scope = dataScopeOf(caller, 'contract-owner', 'contract_owner');
    if (scope) query = query.where(scope);
    const owner = await query.executeTakeFirst();
    if (!owner) throw new HttpError(400, CONTRACT_MESSAGES.ownerNotFound);
    const c = { kind: 'owner' as const, id };
    const arrived = await arrivedTotals(ctx.db, caller.tenantId, c);
    const invoiceAmount = await invoicedTotal(ctx.db, caller.tenantId, c);
    const contractAmount = fromFen(owner.curr_contract_amount);
    const summary = invoiceSummary({ contractAmount, invoiceAmount, arrivedAmount: arrived.arrived, invoiceArrivedAmount: arrived.againstInvoices });
    return { ...summary, maxAvailable: ownerMaxAvailable(contractAmount, invoiceAmount), isDirect: Number(owner.is_direct) };
  });

  route(app, ctx, e.platform, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(idSchema, req.query ?? {});
    let query = ctx.db
      .selectFrom('contract_platform')
      .select(['contract_platform.id', 'contract_platform.curr_contract_amount', 'contract_platform.contract_owner_id'])
      .where('contract_platform.tenant_id', '=', caller.tenantId)
      .where('contract_platform.id', '=', id)
      .where('contract_platform.kind', 'in', ['platform', 'project']);
    const scope = dataScopeOf(caller, 'contract-platform', 'contract_platform');
    if (scope) query = query.where(scope);
    const platform = await query.executeTakeFirst();
    if (!platform) throw new HttpError(400, INVOICE_MESSAGES.platformNotFound);
    const owner = await ctx.db.selectFrom('contract_owner').select(['id', 'curr_contract_amount', 'is_direct']).where('tenant_id', '=', caller.tenantId).where('id', '=', platform.contract_owner_id).executeTakeFirst();
    if (!owner) throw new HttpError(400, INVOICE_MESSAGES.platformNotFound);
    const arrived = await arrivedTotals(ctx.db, caller.tenantId, { kind: 'platform', id });
    const figures = await platformInvoiceFigures(ctx.db, caller.tenantId, platform, owner);
    const summary = invoiceSummary({ contractAmount: figures.contractAmount, invoiceAmount: figures.invoiceAmount, arrivedAmount: arrived.arrived, invoiceArrivedAmount: arrived.againstInvoices });
    return { ...summary, maxAvailable: figures.maxAvailable, isDirect: Number(owner.is_direct) };
  });
}
