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

/**
 * projectList: at least one row (请选择关联项目), every row with a project (请删除没有选择项目的数据). Both
 * messages stand on the list itself (the form shows them under its rows).
 */
export const projectListSchema = z
  .array(z.object({ projectId: z.preprocess((v) => (v === null || v === undefined ? '' : String(v).trim()), z.string()) }), { error: M.projectList })
  .superRefine((rows, ctx) => {
    if (!rows.length) ctx.addIssue({ code: 'custom', message: M.projectList });
    else if (rows.some((r) => !ID.test(r.projectId))) ctx.addIssue({ code: 'custom', message: M.projectRow });
  })
  .transform((rows) => [...new Map(rows.map((r) => [r.projectId, { projectId: r.projectId }])).values()]);

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

/** Party B as sent: one party (an object or its id), or a consortium's list (objects, ids, or ids comma-joined as a form keeps them). */
const partiesOf = (v: unknown): unknown[] =>
  v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : typeof v === 'string' ? v.split(',').map((x) => x.trim()).filter(Boolean) : [v];
const onePartyYi = contractPartySchema(CONTRACT_MESSAGES.partyYi);

/**
 * Party B by the contract's kind: isConsortium 1 a list of at least one member; otherwise the platform
 * unit, except isDirect 1 (the designer signs directly: the server puts the caller's own organisation).
 * `optional`: a draft may leave it out.
 */
function checkPartyYi(v: { isConsortium?: number; isDirect?: number; partyYi?: unknown }, ctx: z.RefinementCtx, optional = false): void {
  const list = partiesOf(v.partyYi);
  const missing = !list.length && !optional && (v.isConsortium === 1 || v.isDirect !== 1);
  if (missing || (v.isConsortium !== 1 && list.length > 1)) ctx.addIssue({ code: 'custom', path: ['partyYi'], message: CONTRACT_MESSAGES.partyYi });
  for (const p of list) if (!onePartyYi.safeParse(p).success) ctx.addIssue({ code: 'custom', path: ['partyYi'], message: CONTRACT_MESSAGES.partyYi });
}
/** The checked party B: a list for a consortium, one party (or none) otherwise. */
const partyYiOut = <T extends { isConsortium?: number; partyYi?: unknown }>(v: T) => {
  const list = partiesOf(v.partyYi).map((p) => onePartyYi.parse(p));
  return { ...v, partyYi: v.isConsortium === 1 ? list : list[0] };
};

/** The add/edit form (submit): an ordinary or consortium contract, by isConsortium. */
export const ownerContractSchema = z
  .object({ ...fields, isConsortium: flag, partyYi: z.unknown().optional() })
  .superRefine(figuresChecked)
  // Party B's message shows with the other required fields' on submit, not only once they pass
  // (a refinement is otherwise skipped while any field has an issue): it reads only partyYi and the flags.
  .superRefine((v, ctx) => checkPartyYi(v, ctx), { when: () => true })
  .transform(partyYiOut);
/** submitConsortium: the same form, a consortium whatever the body says. */
export const ownerConsortiumSchema = z.preprocess((body) => (body && typeof body === 'object' ? { ...body, isConsortium: 1 } : body), ownerContractSchema);

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
    // A draft keeps only the rows with a project (the form opens with one empty row).
    projectList: z.preprocess((v) => {
      const rows = Array.isArray(v) ? v.filter((r) => r && typeof r === 'object' && (r as { projectId?: unknown }).projectId) : [];
      return rows.length ? rows : undefined;
    }, projectListSchema.optional()),
    statusContract: z.preprocess((v) => Number(v), z.literal(0)),
    isConsortium: flag,
    partyYi: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    checkPartyYi(v, ctx, true);
    figuresChecked(v, ctx);
  })
  .transform(partyYiOut);

const isDraftBody = (body: unknown) => typeof body === 'object' && body !== null && String((body as { statusContract?: unknown }).statusContract ?? '') === '0';
/** contract-owner/submit: a draft when the body says statusContract 0, the full form otherwise. */
export const ownerSubmitSchemaFor = (body: unknown) => (isDraftBody(body) ? ownerDraftSchema : ownerContractSchema);
export const ownerConsortiumSchemaFor = (body: unknown) =>
  isDraftBody(body) ? z.preprocess((b) => (b && typeof b === 'object' ? { ...b, isConsortium: 1 } : b), ownerDraftSchema) : ownerConsortiumSchema;

export type OwnerContractInput = z.input<typeof ownerContractSchema>;
export type OwnerContractSubmit = z.output<typeof ownerContractSchema> | z.output<typeof ownerDraftSchema>;

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

/** contract-owner-history/{id}/{version}: the owner contract's id and a version from 1 (its first modify). */
export const ownerVersionSchema = z.object({
  id: z.string().trim().regex(ID, FIELD_MESSAGES.idsFormat),
  version: z.coerce.number({ error: M.versionNotFound }).int(M.versionNotFound).min(1, M.versionNotFound).max(100_000, M.versionNotFound),
});
