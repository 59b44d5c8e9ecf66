/**
 * Customers (business attention, spec 1 §3, §4, §5, §7): the organisations a technology company
 * invites and follows up. One schema serves the drawer form and the cust_attention routes.
 */
import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { blankAsUndefined, dateTime, optionalText, searchText } from './fields';
import { REGION_CODE } from './region';
import { requiredText } from './validation';
import { isLandlineOrMobile, optionalEmail, optionalQq, requiredMobile, RULE_MESSAGES } from './rules';
import { canTransition, defineStatusMachine } from './statusMachine';

export const CUSTOMER_MESSAGES = {
  compName: '请输入企业名称',
  legal: '请输入法人',
  contacts: '请输入联系人',
  phone: '请输入联系电话',
  status: '请选择合作状态',
  transition: '不允许的合作状态变更',
  notFound: '客户不存在或已删除',
} as const;

export const CUSTOMER_LIMITS = { compName: 30, legal: 20, legalEdit: 30, contacts: 20, phone: 30, email: 30, remark: 200, wechat: 30 } as const;

/** 0 following, 1 cooperating, 2 not cooperating; new records start at 0. */
export const CUSTOMER_STATUSES = [0, 1, 2] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/**
 * Allowed changes (the spec does not show them; decided in docs/decisions.md): a followed customer
 * may start or decline cooperation, cooperation may end, and an ended one may be followed again.
 */
export const CUSTOMER_TRANSITIONS: Record<CustomerStatus, readonly CustomerStatus[]> = { 0: [1, 2], 1: [2], 2: [0, 1] };

/** The customer's status machine: the status dialog offers its targets, the server writes by it. */
export const customerStatusMachine = defineStatusMachine<CustomerStatus, { status: number }>({
  resource: 'customers',
  statuses: CUSTOMER_STATUSES,
  targets: (from) => CUSTOMER_TRANSITIONS[from] ?? [],
  statusOf: (record) => record.status as CustomerStatus,
  refused: CUSTOMER_MESSAGES.transition,
  required: CUSTOMER_MESSAGES.status,
});
export const canChangeStatus = (from: CustomerStatus, to: CustomerStatus) => canTransition(customerStatusMachine, { status: from }, to);

export interface Customer {
  id: string;
  compName: string;
  legal: string;
  areaCode: string;
  contacts: string;
  phone: string;
  wechat: string;
  qq: string;
  email: string;
  remark: string;
  status: CustomerStatus;
  source: string;
  createUser: string;
  createUserName: string;
  createDept: string;
  createDeptName: string;
  createTime: string;
}

const base = {
  id: z.string().trim().regex(/^\d{1,32}$/).optional(),
  compName: requiredText(CUSTOMER_MESSAGES.compName, CUSTOMER_LIMITS.compName),
  // A region's code as the cascader gives it; anything else was not chosen there.
  areaCode: requiredText(RULE_MESSAGES.regionRequired).refine((v) => REGION_CODE.test(v), RULE_MESSAGES.regionRequired),
  contacts: requiredText(CUSTOMER_MESSAGES.contacts, CUSTOMER_LIMITS.contacts),
  phone: requiredMobile(CUSTOMER_MESSAGES.phone),
  wechat: optionalText(CUSTOMER_LIMITS.wechat),
  qq: optionalQq(),
  email: optionalEmail(CUSTOMER_LIMITS.email),
  remark: optionalText(CUSTOMER_LIMITS.remark),
};

/** The add form: legal ≤20, status fixed at 0 (read-only). */
export const customerAddSchema = z.object({ ...base, legal: requiredText(CUSTOMER_MESSAGES.legal, CUSTOMER_LIMITS.legal) });
/** The edit form: legal ≤30 (spec 1 §5). */
export const customerEditSchema = z.object({ ...base, id: z.string().trim().regex(/^\d{1,32}$/), legal: requiredText(CUSTOMER_MESSAGES.legal, CUSTOMER_LIMITS.legalEdit) });
export type CustomerInput = z.input<typeof customerAddSchema>;
export type CustomerSubmit = z.output<typeof customerAddSchema>;

/** The variant of the contact form that accepts a landline or a mobile (联系人电话格式有误, ≤30). */
export const contactPhoneSchema = z
  .string()
  .trim()
  .min(1, CUSTOMER_MESSAGES.phone)
  .max(CUSTOMER_LIMITS.phone, RULE_MESSAGES.contactPhoneFormat)
  .refine(isLandlineOrMobile, RULE_MESSAGES.contactPhoneFormat);

/**
 * The customer lists: creator, created-date range, cooperation status, province and company-name
 * keyword; mine=1 keeps the caller's own customers (my customers, /customer/mine).
 */
export const customerPageQuerySchema = pageQuerySchema.extend({
  mine: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(1).optional()),
  compName: searchText,
  createUserName: searchText,
  province: z.string().trim().regex(/^\d{2}$/).optional(),
  status: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(2).optional()),
  createTimeFrom: dateTime().optional(),
  createTimeTo: dateTime().optional(),
  tenantId: z.string().trim().max(12).optional(),
});
export type CustomerPageQuery = z.infer<typeof customerPageQuerySchema>;

/** The customer screen's button codes (spec 1 §6): the menu grants them per role, the server checks them. */
export const CUSTOMER_BUTTONS = { add: 'customer_add', edit: 'customer_edit', remove: 'customer_delete', status: 'customer_status', import: 'customer_import' } as const;
