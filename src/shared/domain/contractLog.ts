/**
 * A contract's status log (状态记录, issue 16 detail pages): one row per status change of a contract
 * of any kind, written in the change's own transaction (src/server/contracts/statusLog.ts), read newest
 * first with who changed it and when.
 */
import { z } from 'zod';
import { CONTRACT_KINDS, type ContractKind } from './contract';
import { FIELD_MESSAGES } from './fields';
import { pageQuerySchema } from './paging';

export interface ContractStatusLog {
  id: string;
  contractId: string;
  kind: ContractKind;
  fromStatus: number;
  toStatus: number;
  /** The code given when signing ('' otherwise). */
  code: string;
  createUser: string;
  createUserName: string;
  createTime: string;
}

/** contract-log/list: the contract's id and kind (which table it is a row of), and the page. */
export const contractLogQuerySchema = pageQuerySchema.extend({
  contractId: z.string().trim().regex(/^\d{1,32}$/, FIELD_MESSAGES.idsFormat),
  kind: z.enum(CONTRACT_KINDS, { error: FIELD_MESSAGES.idsFormat }),
});
export type ContractLogQuery = z.input<typeof contractLogQuerySchema>;
