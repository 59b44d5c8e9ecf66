/**
 * My contracts (spec 2 §7 "My contract / supplement"; issue 16): the contracts of any organisation
 * that name the caller's organisation as a party — party A, party B or a consortium member — of every
 * kind in one read-only list, and the supplement a party keeps on its side of such a contract (its
 * own internal code, contact person, its copy's scans and a remark), stored as a row of the party's
 * own organisation. A draft (0) is nobody's contract yet: parties see contracts from unsigned (1) on.
 */
import { z } from 'zod';
import { CONTRACT_KINDS, CONTRACT_MESSAGES, type ContractKind, type ContractParty } from './contract';
import { blankAsUndefined, dateTime, optionalText, searchText } from './fields';
import { pageQuerySchema } from './paging';
import { archiveAttachmentSchema, attachmentList, type ArchiveAttachment } from './projectArchive';
import { optionalContactPhone } from './rules';
import { UPLOAD_MESSAGES } from './upload';

export const MY_CONTRACT_LIMITS = { internalCode: 200, contactName: 50, contactPhone: 30, remark: 200, scans: 10 } as const;

export const MY_CONTRACT_MESSAGES = {
  /** Not in the spec: a second supplement of the same contract by the same organisation (edit the first). */
  supplementExists: '本单位已补充过该合同，请编辑原补充信息',
  /** Not in the spec: the supplement's contract kind is not one of the six. */
  kind: '请选择合同类型',
} as const;

/** The caller's organisation's own additions to a contract naming it. */
export interface ContractSupplement {
  id: string;
  contractId: string;
  kind: ContractKind;
  internalCode: string;
  contactName: string;
  contactPhone: string;
  scanAttach: ArchiveAttachment[];
  remark: string;
  createTime: string;
  updateTime: string;
}

/** One contract naming the caller's organisation, whatever its kind (read-only to the party). */
export interface MyContract {
  id: string;
  kind: ContractKind;
  /** The organisation that records it (its owner contract's organisation). */
  tenantId: string;
  tenantName: string;
  /** The caller's organisation records it itself: its kind's detail page (which reads only one's own contracts) opens. */
  own: boolean;
  name: string;
  code: string;
  statusContract: number;
  partyJia?: ContractParty;
  /** Party B; the members in order for a consortium owner contract. */
  partyYi?: ContractParty | ContractParty[];
  /** The contract's amount: the owner, platform-family and production amount, the resource contract's commission amount. */
  amount: string;
  /** The owner contract a sub-contract divides ('' for an owner contract) and its name. */
  contractOwnerId: string;
  ownerName: string;
  signDate: string;
  remark: string;
  createTime: string;
  /** The caller's organisation's supplement, when it added one. */
  supplement: ContractSupplement | null;
}

const kindSchema = z.enum(CONTRACT_KINDS, { error: MY_CONTRACT_MESSAGES.kind });
const ID = /^\d{1,32}$/;
const idText = (message: string) => z.string({ error: message }).trim().regex(ID, message);

/**
 * The list's searches: name keyword, kind, status, created-date range. `counterpart` (a tenant id)
 * keeps the contracts between the caller's organisation and that organisation, on either side (the
 * enterprise detail's contracts).
 */
export const myContractPageQuerySchema = pageQuerySchema.extend({
  name: searchText,
  kind: z.preprocess(blankAsUndefined, kindSchema.optional()),
  statusContract: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(5).optional()),
  createTimeFrom: dateTime().optional(),
  createTimeTo: dateTime().optional(),
  counterpart: z.preprocess(blankAsUndefined, z.string().trim().regex(/^\d{1,12}$/).optional()),
});
export type MyContractPageQuery = z.infer<typeof myContractPageQuerySchema>;

/** my-contract/{id}/{kind} and my-contract/detail?id&kind: one contract naming the caller's organisation. */
export const myContractDetailSchema = z.object({ id: idText(CONTRACT_MESSAGES.notFound), kind: z.preprocess(blankAsUndefined, kindSchema.optional()) });

/** The supplement form (my-contract/submit): add without id, edit with it; the contract named by id and kind. */
export const supplementSchema = z.object({
  id: z.preprocess(blankAsUndefined, idText(CONTRACT_MESSAGES.notFound).optional()),
  contractId: idText(CONTRACT_MESSAGES.notFound),
  kind: kindSchema,
  internalCode: optionalText(MY_CONTRACT_LIMITS.internalCode),
  contactName: optionalText(MY_CONTRACT_LIMITS.contactName),
  contactPhone: optionalContactPhone(MY_CONTRACT_LIMITS.contactPhone),
  scanAttach: z.array(archiveAttachmentSchema).max(MY_CONTRACT_LIMITS.scans, UPLOAD_MESSAGES.uploadCountExceeded).default([]),
  remark: optionalText(MY_CONTRACT_LIMITS.remark),
});
export type SupplementInput = z.infer<typeof supplementSchema>;

/** my-contract/supplement: the party's signed copy arrives later — scans added to its existing supplement (请选择附件). */
export const supplementScansSchema = z.object({
  id: idText(CONTRACT_MESSAGES.notFound),
  scanAttach: attachmentList(MY_CONTRACT_LIMITS.scans),
});
export type SupplementScansInput = z.infer<typeof supplementScansSchema>;
