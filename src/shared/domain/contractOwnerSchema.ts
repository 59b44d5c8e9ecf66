/**
 * The owner project contract's forms (spec 2 §5 "Owner project contract"; issue 16): the add/edit
 * schema, its consortium variant (several party B), the draft (status 0: only the name required, the
 * rest checked when given), modify (变更) and the list's query. The drawer and contract-owner/* both
 * parse with these, so every rule answers with the same words on both sides.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { CHANGE_MESSAGES, modifySchema } from './changeHistory';
import { CONTRACT_MESSAGES } from './contract';
import { MAX_CONTRACT_AMOUNT, ownerContractFees } from './contractMoney';
import { OWNER_CONTRACT_LIMITS as L, OWNER_CONTRACT_MESSAGES as M } from './contractOwner';
import { blankAsUndefined, dateTime, FIELD_MESSAGES, moneyText, percentText, searchText } from './fields';
import { defineFormula } from './formula';
import { blankAsZero, draftSum } from './money';
import { pageQuerySchema } from './paging';
import { PROJECT_MESSAGES } from './project';
import { attachmentList, chosenKey } from './projectArchive';
import { optionalText } from './rules';
import { requiredText } from './validation';

const ID = /^\d{1,32}$/;
const TENANT = /^\d{6,12}$/;
const DICT_KEY = /^[\w-]{1,20}$/;

/** A refinement on a figure that already passed its format (zod runs every refinement; a bad number has its own message). */
const when = (test: (d: Decimal) => boolean) => (v: string) => !/^\d+(\.\d+)?$/.test(v) || test(new Decimal(v));
/** A money figure up to 9 999 999 999.99. */
const amount = (required?: string) => {
  const base = moneyText.refine(when((d) => d.lte(MAX_CONTRACT_AMOUNT)), M.amountMax);
  return required ? z.preprocess(blankAsUndefined, z.union([z.string(), z.number()], { error: required }).pipe(base)) : base;
};
/** An optional figure: blank is 0. */
const optionalAmount = z.preprocess((v) => (v === '' || v === null || v === undefined ? '0' : v), amount());
const optionalPercent = z.preprocess((v) => (v === '' || v === null || v === undefined ? '0' : v), percentText);
/** 0 ≤ x < 100 (platform and system fee ratios). */
const below100 = optionalPercent.refine(when((d) => d.lt(100)), M.ratioBelow100);

/** A party as picked ({bizId, deptName, code, logo}); the server replaces the rest with the partner's own. */
export const contractPartySchema = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() ? { bizId: v } : undefined) : v && typeof v === 'object' && !(v as { bizId?: unknown }).bizId ? undefined : v),
    z.object(
      {
        bizId: z.string({ error: message }).trim().regex(TENANT, message),
        deptName: z.string().trim().max(100).optional().default(''),
        code: z.string().trim().max(64).optional().default(''),
        logo: z.string().trim().max(1000).optional().default(''),
      },
      { error: message },
    ),
  );

/** projectList: at least one row (请选择关联项目), every row with a project (请删除没有选择项目的数据). */
export const projectListSchema = z
  .array(z.object({ projectId: z.preprocess((v) => (v === null || v === undefined ? '' : String(v).trim()), z.string().regex(ID, M.projectRow)) }, { error: M.projectRow }), { error: M.projectList })
  .min(1, M.projectList)
  .transform((rows) => [...new Map(rows.map((r) => [r.projectId, r])).values()]);

/** Several dictionary keys, comma-joined (a multi-select keeps an array). */
const keyList = z.preprocess(
  (v) => (Array.isArray(v) ? v.join(',') : v === null || v === undefined ? '' : String(v)),
  z
    .string()
    .transform((s) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))].join(','))
    .refine((s) => s === '' || s.split(',').every((x) => DICT_KEY.test(x)), PROJECT_MESSAGES.select),
);
const flag = z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : Number(v)), z.union([z.literal(0), z.literal(1)]));

/** The figures of the form (the money part shared by add, edit, draft and modify). */
const figures = {
  jiananFee: amount(M.jiananFee).refine(when((d) => d.gt(0)), M.jiananFee),
  jiananFeeRatio: optionalPercent,
  surveyRate: optionalPercent,
  surveyFee: optionalAmount,
  designRate: optionalPercent,
  designFee: optionalAmount,
  contractAmountRatio: optionalPercent,
  currContractAmount: amount(M.amount),
  platformFeeRatio: below100,
  sysFeeRatio: below100,
  bizFeeRatio: z.preprocess(blankAsUndefined, z.union([z.string(), z.number()], { error: M.bizFeeRatio }).pipe(percentText)),
};

const fields = {
  id: z.string().trim().regex(ID).optional(),
  name: requiredText(PROJECT_MESSAGES.nameRequired, L.name, PROJECT_MESSAGES.nameRequired),
  oldName: optionalText(L.oldName),
  code: optionalText(L.code),
  isDirect: flag,
  projectList: projectListSchema,
  mainIndustry: chosenKey(PROJECT_MESSAGES.select),
  otherIndustry: keyList,
  regionCode: z.preprocess((v) => (v === null || v === undefined ? '' : String(v).trim()), z.string().regex(/^\d{2,12}$/, PROJECT_MESSAGES.region)),
  addr: requiredText(M.addr, L.addr, M.addr),
  scale: requiredText(M.scale, L.scale, M.scale),
  partyJia: contractPartySchema(CONTRACT_MESSAGES.partyJia),
  signDate: z.preprocess(blankAsUndefined, dateTime(M.signDate)),
  ...figures,
  scanAttach: attachmentList(L.scans),
  remark: optionalText(L.remark),
};

/** The ratios' sum and the cost's sign (spec 2 §5), on whatever figures the values hold. */
export function checkOwnerFigures(v: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const ratios = [v.platformFeeRatio, v.sysFeeRatio, v.bizFeeRatio].map((r) => new Decimal(String(blankAsZero(r))));
  if (ratios.reduce((a, b) => a.plus(b), new Decimal(0)).gt(100)) ctx.addIssue({ code: 'custom', path: ['bizFeeRatio'], message: M.ratioSum });
  const cost = ownerContractFees(v).projectCostFee;
  if (cost && new Decimal(cost).lt(0)) ctx.addIssue({ code: 'custom', path: ['projectCostFee'], message: M.costBelowPay });
}
/** Runs the figures' checks only once each figure parsed (a bad number keeps its own message). */
const figuresChecked = (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
  try {
    checkOwnerFigures(v, ctx);
  } catch {
    // A figure that is not a number has its own issue already.
  }
};

/** Party B of an ordinary contract: the platform unit (isDirect 1: the server puts the caller's own organisation). */
const partyYiOne = z.preprocess(blankAsUndefined, contractPartySchema(CONTRACT_MESSAGES.partyYi).optional());
export const ownerContractSchema = z
  .object({ ...fields, isConsortium: z.literal(0).optional().default(0), partyYi: partyYiOne })
  .superRefine((v, ctx) => {
    if (v.isDirect !== 1 && !v.partyYi) ctx.addIssue({ code: 'custom', path: ['partyYi'], message: CONTRACT_MESSAGES.partyYi });
    figuresChecked(v, ctx);
  });
/** Consortium (isConsortium 1, submitConsortium): party B is the list of members, at least one. */
export const ownerConsortiumSchema = z
  .object({
    ...fields,
    isConsortium: z.literal(1).optional().default(1),
    partyYi: z.array(contractPartySchema(CONTRACT_MESSAGES.partyYi), { error: CONTRACT_MESSAGES.partyYi }).min(1, CONTRACT_MESSAGES.partyYi),
  })
  .superRefine(figuresChecked);

/** Every field of a draft is optional but the name; what is given must still be valid. */
const optionalShape = <T extends z.ZodRawShape>(shape: T) =>
  Object.fromEntries(
    Object.entries(shape).map(([k, s]) => [
      k,
      z.preprocess((v) => (v === '' || v === null || (Array.isArray(v) && v.length === 0) ? undefined : v), (s as z.ZodType).optional()),
    ]),
  ) as unknown as { [K in keyof T]: z.ZodOptional<T[K]> };

/** The draft (保存草稿, status 0): saved with only what is typed and valid; finished later through the full form. */
export const ownerDraftSchema = z
  .object({
    ...optionalShape(fields),
    name: fields.name,
    statusContract: z.preprocess((v) => Number(v), z.literal(0)),
    isConsortium: flag,
    partyYi: z.preprocess(
      (v) => (v === '' || v === null || (Array.isArray(v) && v.length === 0) ? undefined : v),
      z.union([z.array(contractPartySchema(CONTRACT_MESSAGES.partyYi)), contractPartySchema(CONTRACT_MESSAGES.partyYi)]).optional(),
    ),
  })
  .superRefine(figuresChecked);

const isDraftBody = (body: unknown) => typeof body === 'object' && body !== null && String((body as { statusContract?: unknown }).statusContract ?? '') === '0';
/** contract-owner/submit: a draft when the body says statusContract 0, the full form otherwise. */
export const ownerSubmitSchemaFor = (body: unknown) => (isDraftBody(body) ? ownerDraftSchema : ownerContractSchema);
export const ownerConsortiumSchemaFor = (body: unknown) => (isDraftBody(body) ? ownerDraftSchema : ownerConsortiumSchema);

export type OwnerContractInput = z.input<typeof ownerContractSchema>;
export type OwnerContractSubmit = z.output<typeof ownerContractSchema> | z.output<typeof ownerConsortiumSchema> | z.output<typeof ownerDraftSchema>;

// jiananFee is the bound of a modify, not one of its values.
const { jiananFee: kept, ...modifiedFigures } = figures;
void kept;
/** Modify (变更): the figures, signing date, scans and remark; name, parties, projects and jiananFee stay. */
export const ownerModifySchema = modifySchema(
  z.object({
    ...modifiedFigures,
    signDate: fields.signDate,
    scanAttach: fields.scanAttach,
    scale: fields.scale,
    addr: fields.addr,
    remark: fields.remark,
  }),
).superRefine(figuresChecked);
export type OwnerContractModify = z.output<typeof ownerModifySchema>;

/** Spec 2 §5: on modify the new total lies between the old total and jiananFee (both included). */
export const modifyAmountInRange = (oldAmount: string, newAmount: string, jiananFee: string): boolean =>
  new Decimal(newAmount).gte(oldAmount) && new Decimal(newAmount).lte(jiananFee);

/**
 * The owner contract's live formula: the six fees of ownerContractFees (contractMoney.ts) and
 * surveyTotalFee = surveyFee + designFee (our reading: the survey and design fees together). The
 * ratios jiananFeeRatio and contractAmountRatio are typed, not derived.
 */
export const ownerContractFormula = defineFormula([...ownerContractFees.outputs, 'surveyTotalFee'], (v) => ({
  ...(ownerContractFees(v) as Record<(typeof ownerContractFees.outputs)[number], string>),
  surveyTotalFee: draftSum(blankAsZero(v.surveyFee), blankAsZero(v.designFee)),
}));

/** The list's searches (contract-owner/list). */
export const ownerContractPageSchema = pageQuerySchema.extend({
  name: searchText,
  code: searchText,
  statusContract: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(5).optional()),
  createTimeFrom: z.preprocess(blankAsUndefined, z.string().trim().max(19).optional()),
  createTimeTo: z.preprocess(blankAsUndefined, z.string().trim().max(19).optional()),
  projectId: z.preprocess(blankAsUndefined, z.string().trim().regex(ID, FIELD_MESSAGES.idsFormat).optional()),
  isDirect: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(1).optional()),
});

/** The change reason's own message, re-exported for the modify drawer. */
export const OWNER_CHANGE_REASON = CHANGE_MESSAGES.reason;
