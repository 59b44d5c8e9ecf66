/**
 * The rules of a production contract's write (spec 2 §5), inside the write's transaction: the owner
 * contract is locked FIRST (lockOwnerContract), so the remaining project cost read here cannot be
 * spent by a concurrent submit before this one commits; then the parties (partners of the right
 * category, party B with a signed framework agreement), the attachments, and the amounts.
 */
import { CONTRACT_MESSAGES, type ContractParty } from '@shared/domain/contract';
import { fromFen, moneyLte } from '@shared/domain/contractMoney';
import {
  PRODUCTION_MESSAGES,
  PRODUCTION_PARTY_JIA,
  PRODUCTION_PARTY_YI,
  isProductionEditable,
  isProductionModifiable,
  productionFigures,
  type ProductionContractInput,
} from '@shared/domain/contractProduction';
import type { ArchiveAttachment } from '@shared/domain/projectArchive';
import { subtractMoney } from '@shared/domain/money';
import type { Executor } from '../../db/database';
import { lockOwnerContract } from '../../contracts/ownerLock';
import { partyOf } from '../../contracts/parties';
import { requestedAmount } from '../../contracts/requested';
import { remainingProjectCost } from '../../contracts/reservedCost';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { requirePartner } from '../../projects/parties';
import { ownAttachments } from '../project/archiveRows';
import type { ProductionRow } from './productionRows';

/** What a write resolved before its insert or update (kept beside the input, not in it). */
export interface ResolvedProduction {
  jia?: ContractParty;
  yi?: ContractParty;
  attachments: ArchiveAttachment[];
  ownerId: string;
  produceDivideOwner: string;
  changeAmount: string;
}

const resolved = new WeakMap<object, ResolvedProduction>();

export function resolvedOf(input: object): ResolvedProduction {
  const found = resolved.get(input);
  if (!found) throw new Error('a production contract reached its write without its rules checked');
  return found;
}

/** A party kept as the row holds it when the pick did not change; a new pick must be a partner now. */
async function party(trx: Executor, caller: Caller, picked: { bizId: string }, kept: ContractParty | undefined, side: 'jia' | 'yi'): Promise<ContractParty> {
  if (kept && kept.bizId === picked.bizId) return kept;
  return side === 'jia'
    ? requirePartner(trx, caller, picked.bizId, { categories: PRODUCTION_PARTY_JIA, message: CONTRACT_MESSAGES.partyJia })
    : requirePartner(trx, caller, picked.bizId, { categories: PRODUCTION_PARTY_YI, message: CONTRACT_MESSAGES.partyYi, signedAgreement: true });
}

type Write = ProductionContractInput & { changeReason?: string };

/** The builder's beforeWrite for submits (add, edit) and modifies (input with a changeReason). */
export async function checkProductionWrite(trx: Executor, input: Write, caller: Caller, existing: ProductionRow | undefined): Promise<void> {
  const modifying = typeof input.changeReason === 'string';
  const status = { statusContract: Number(existing?.status_contract ?? 1) };
  if (existing && !modifying && !isProductionEditable(status)) throw new HttpError(400, CONTRACT_MESSAGES.editSigned);
  if (existing && modifying && !isProductionModifiable(status)) throw new HttpError(400, CONTRACT_MESSAGES.modifyUnsigned);
  // A modify keeps the contract under its owner contract; only add and edit name one.
  const ownerId = modifying && existing ? existing.contract_owner_id : input.contractOwnerId;
  const owner = await lockOwnerContract(trx, caller.tenantId, ownerId);

  const jia = modifying ? undefined : await party(trx, caller, input.partyJia, existing && partyOf(existing, 'jia'), 'jia');
  const yi = modifying ? undefined : await party(trx, caller, input.partyYi, existing && partyOf(existing, 'yi'), 'yi');
  const attachments = await ownAttachments(trx, caller, input.scanAttach);

  const amount = input.currContractAmount;
  const before = modifying && existing ? fromFen(existing.curr_contract_amount) : '';
  if (modifying && existing) {
    const requested = await requestedAmount(trx, caller.tenantId, 'production', existing.id);
    if (!moneyLte(requested, amount)) throw new HttpError(400, PRODUCTION_MESSAGES.requested);
    // The remaining cost still counts this contract's old amount: the raise must fit in what is left.
    const remaining = await remainingProjectCost(trx, caller.tenantId, owner);
    if (!moneyLte(subtractMoney(amount, before), remaining)) throw new HttpError(400, PRODUCTION_MESSAGES.change);
  } else {
    const remaining = await remainingProjectCost(trx, caller.tenantId, owner, existing?.id);
    if (!moneyLte(amount, remaining)) throw new HttpError(400, PRODUCTION_MESSAGES.amount);
  }
  // The stored share and change come from the shared formula on the owner contract's own amount.
  const figures = productionFigures({ currContractAmount: amount, currContractAmountBefore: before, yz_currContractAmount: fromFen(owner.curr_contract_amount) });
  resolved.set(input, { jia, yi, attachments, ownerId: owner.id, produceDivideOwner: figures.produceDivideOwner || '0.00', changeAmount: figures.changeAmount || '0.00' });
}
