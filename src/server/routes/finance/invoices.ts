/**
 * Invoices (contract-owner-invoice and contract-platform-invoice, spec 2 §7) on the resource builder:
 * rows of the organisation in finance_invoice, owner invoices under one of its owner contracts
 * (OWNER_CONTRACT_PARENT), platform invoices under one of its platform or project-management
 * contracts. New invoices start issued (fpzt 1, read-only); an edit keeps the status and the amount;
 * the supplement writes the numbers and the attachment; an invoice with arrivals is not removed.
 * An issued invoice without arrivals may be voided (invoiceVoid.ts); a voided one is kept as it is.
 * The invoice summaries of a contract are served beside them (invoiceSummary.ts).
 */
import type { FastifyInstance } from 'fastify';
import { type z } from 'zod';
import { ownerInvoiceEndpoints as oe, platformInvoiceEndpoints as pe } from '@shared/api/financeInvoiceEndpoints';
import { toBasisPoints, toFen } from '@shared/domain/contractMoney';
import { INVOICE_STATUS } from '@shared/domain/finance';
import { FINANCE_SCREENS, OWNER_INVOICE_BUTTONS, PLATFORM_INVOICE_BUTTONS } from '@shared/domain/financeButtons';
import { INVOICE_MESSAGES, invoicePageQuerySchema, invoiceSupplementSchema, ownerInvoiceSchema, platformInvoiceSchema, type OwnerInvoiceInput } from '@shared/domain/invoice';
import type { ArchiveAttachment } from '@shared/domain/projectArchive';
import { idsSchema } from '@shared/domain/fields';
import type { AppContext } from '../../context';
import { lockOwnerContract } from '../../contracts/ownerLock';
import { OWNER_CONTRACT_PARENT } from '../../contracts/parent';
import type { Executor } from '../../db/database';
import { HttpError } from '../../http/errors';
import { equals, like, registerResource } from '../../http/crud';
import type { ParentDeclaration, ResourceDeclaration } from '../../http/resource/types';
import { ownAttachments } from '../project/archiveRows';
import { enrichInvoices, toInvoice, type InvoiceRow } from './invoiceRows';
import { checkOwnerInvoice, checkPlatformInvoice, resolvedInvoice } from './invoiceRules';
import { registerInvoiceSummaries } from './invoiceSummary';
import { refuseVoided, voidUpdate } from './invoiceVoid';
import { screenApp } from '../../http/screenGrants';

const PLATFORM_PARENT: ParentDeclaration = {
  table: 'contract_platform',
  name: 'contract-platform',
  column: 'contract_platform_id',
  field: 'contractPlatformId',
  notFound: INVOICE_MESSAGES.platformNotFound,
  optionalInPage: true,
};

type Write = OwnerInvoiceInput & { contractPlatformId?: string };

/** The columns add and edit set from the form and the checks (never the amount on edit: it is locked). */
function formColumns(input: Write) {
  const r = resolvedInvoice(input);
  return {
    name: input.name,
    invoice_date: input.invoiceDate,
    receipt_date: r.direct ? input.receiptDate : '',
    type: r.direct ? input.type : '',
    content: r.direct ? input.content : '',
    tax_rate: toBasisPoints(r.taxRate),
    taxes: toFen(r.taxes),
    attach: JSON.stringify(r.attachments),
    remark: input.remark,
  };
}

/**
 * A voided invoice keeps its record, and one with money arrived against it too (its arrivals would
 * lose their invoice). Read under the finance lock order — owner contracts, then the invoices, each
 * by id ascending — so neither a void nor an arrival slips in between the check and the removal.
 */
async function refuseRemoval(trx: Executor, tenantId: string, ids: string[]): Promise<void> {
  const owners = await trx.selectFrom('finance_invoice').select('contract_owner_id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  for (const owner of [...new Set(owners.map((o) => o.contract_owner_id))].sort()) await lockOwnerContract(trx, tenantId, owner);
  for (const id of [...ids].sort()) await refuseVoided(trx, tenantId, id);
  const hit = await trx.selectFrom('finance_arrival').select('id').where('tenant_id', '=', tenantId).where('invoice_id', 'in', ids).limit(1).executeTakeFirst();
  if (hit) throw new HttpError(400, INVOICE_MESSAGES.arrived);
}

const supplementAttachments = new WeakMap<object, ArchiveAttachment[]>();

function declaration(kind: 'owner' | 'platform'): ResourceDeclaration<InvoiceRow, ReturnType<typeof toInvoice>, Write> {
  const e = kind === 'owner' ? oe : pe;
  const buttons = kind === 'owner' ? OWNER_INVOICE_BUTTONS : PLATFORM_INVOICE_BUTTONS;
  return {
    table: 'finance_invoice',
    name: kind === 'owner' ? 'contract-owner-invoice' : 'contract-platform-invoice',
    notFound: INVOICE_MESSAGES.notFound,
    endpoints: { page: e.page, detail: e.detail, submit: e.submit, remove: e.remove },
    schemas: { page: invoicePageQuerySchema, submit: (kind === 'owner' ? ownerInvoiceSchema : platformInvoiceSchema) as z.ZodType<Write>, remove: idsSchema },
    parent: kind === 'owner' ? OWNER_CONTRACT_PARENT : PLATFORM_PARENT,
    // Both kinds share the table: each resource reaches only its own kind's rows.
    scope: (_caller, table) => (eb) => eb(`${table}.kind`, '=', kind),
    creator: true,
    columns: { createDept: true, updateTime: true },
    buttons: { add: buttons.add, edit: buttons.edit, remove: buttons.remove },
    filters: { name: like('name'), status: equals('status') },
    sort: { columns: { createTime: 'create_time', invoiceDate: 'invoice_date' }, default: [['create_time', 'desc'], ['id', 'desc']] },
    toRecord: toInvoice,
    enrich: enrichInvoices(kind),
    beforeWrite: (trx, input, caller, existing) => (kind === 'owner' ? checkOwnerInvoice(trx, input, caller, existing) : checkPlatformInvoice(trx, input as Write & { contractPlatformId: string }, caller, existing)),
    toInsert: (input) => {
      const r = resolvedInvoice(input);
      return {
        ...formColumns(input),
        ...r.parties,
        kind,
        contract_owner_id: r.owner.id,
        contract_platform_id: r.platformId,
        status: INVOICE_STATUS.issued,
        amount: toFen(r.amount),
      };
    },
    toUpdate: (input) => formColumns(input),
    removeDependents: (trx, tenantId, ids) => refuseRemoval(trx, tenantId, ids),
    updates: [
      {
        endpoint: e.supplement,
        schema: invoiceSupplementSchema,
        button: buttons.supplement,
        beforeWrite: async (trx, input, caller, existing) => {
          await refuseVoided(trx, caller.tenantId, existing!.id);
          supplementAttachments.set(input, await ownAttachments(trx, caller, input.attach));
        },
        toUpdate: (input) => ({ nums: input.nums, attach: JSON.stringify(supplementAttachments.get(input) ?? []) }),
      },
      voidUpdate(e.void, buttons.void),
    ],
  };
}

export function registerInvoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerResource(screenApp(app, ctx, FINANCE_SCREENS.invoice), ctx, declaration('owner'));
  registerResource(screenApp(app, ctx, FINANCE_SCREENS.platformInvoice), ctx, declaration('platform'));
  registerInvoiceSummaries(screenApp(app, ctx, FINANCE_SCREENS.invoice, FINANCE_SCREENS.platformInvoice), ctx);
}
