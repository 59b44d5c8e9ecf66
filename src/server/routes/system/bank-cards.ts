import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { partnerEndpoints as e } from '@shared/api/partnerEndpoints';
import {
  BANK_CARD_MESSAGES as M,
  bankCardPageQuerySchema,
  bankCardSchema,
  canRemoveCards,
  defaultOnSave,
  type BankAccountType,
  type BankCard,
  type BankCardInput,
} from '@shared/domain/bankCard';
import { BANK_CARD_BUTTONS } from '@shared/domain/organisationButtons';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { BankCardTable } from '../../db/schema-organisations';
import { callerOf, type Caller } from '../../http/caller';
import { registerResource } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { bankCardPage, clearDefaultCard, countBankCards, defaultFlagsOf, lockCardsOf, tenantNames, type BankCardListRow } from '../../repositories/bank-cards';
import { listOwner } from './partner-owner';

type CardRow = BankCardTable & { create_user_name: string | null; create_dept_name: string | null; org_name?: string };

function toBankCard(r: CardRow | BankCardListRow): BankCard {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    accType: Number(r.acc_type) as BankAccountType,
    accName: r.acc_name,
    openBank: r.open_bank,
    bankAcc: r.bank_acc,
    isDefault: Number(r.is_default) === 1 ? 1 : 0,
    remark: r.remark,
    orgName: r.org_name ?? '',
    createUserName: r.create_user_name ?? '',
    createDeptName: r.create_dept_name ?? '',
    createTime: r.create_time,
  };
}

const columns = (i: BankCardInput) => ({ acc_type: i.accType, acc_name: i.accName, open_bank: i.openBank, bank_acc: i.bankAcc, is_default: i.isDefault, remark: i.remark });

/**
 * Whose cards a list call may show: the caller's own organisation; another's (by its code) only to
 * the operator's administrator or to an organisation that has it as a partner (later contracts pay
 * partners into these accounts). Read-only either way: every write is the builder's, in the caller's
 * organisation.
 */
const cardOwner = (db: Executor, caller: Caller, code: string) => listOwner(db, caller, code, M.organisation, { partners: true });

/** Bank cards (biz-bankcard/list by code, detail, submit, remove; spec 3 §3, §5, §7). */
export function registerBankCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, e.bankCardPage, async (req) => {
    const caller = callerOf(req);
    const query = parseInput(bankCardPageQuerySchema, req.query);
    const owner = await cardOwner(ctx.db, caller, query.code ?? '');
    const { rows, total } = await bankCardPage(ctx.db, owner, query);
    return pageOf(rows.map(toBankCard), total, query.current, query.size);
  });

  registerResource(app, ctx, {
    table: 'bank_card',
    endpoints: { detail: e.bankCardDetail, submit: e.bankCardSubmit, remove: e.bankCardRemove },
    schemas: { submit: bankCardSchema },
    notFound: M.notFound,
    creator: true,
    columns: { createDept: true, updateTime: true },
    buttons: BANK_CARD_BUTTONS,
    toRecord: toBankCard,
    enrich: async (db) => {
      const names = await tenantNames(db);
      return (card) => ({ ...card, orgName: names.get(card.tenantId) ?? '' });
    },
    // Exactly one default per organisation, decided inside the write's transaction: the first card is
    // the default; the default stays until another is made default, which unsets it in the same write.
    beforeWrite: async (trx, input, caller, existing) => {
      await lockCardsOf(trx, ctx.backend, caller.tenantId);
      const before = await countBankCards(trx, caller.tenantId);
      const decided = defaultOnSave(input.isDefault, existing && { isDefault: Number(existing.is_default) === 1 ? 1 : 0 }, before);
      if ('refused' in decided) throw new HttpError(400, decided.refused);
      // toInsert/toUpdate read the same input after this hook: the decided flag is what is written.
      input.isDefault = decided.isDefault;
      if (decided.isDefault === 1) await clearDefaultCard(trx, caller.tenantId, input.id ?? '');
    },
    toInsert: columns,
    toUpdate: columns,
    // Runs in the remove's transaction before the rows go: refuses removing the default card while others stay.
    removeDependents: async (trx, tenantId, ids) => {
      await lockCardsOf(trx, ctx.backend, tenantId);
      if (!canRemoveCards(await defaultFlagsOf(trx, tenantId, ids), await countBankCards(trx, tenantId))) throw new HttpError(400, M.removeDefault);
    },
  });
}
