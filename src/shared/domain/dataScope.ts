/**
 * Data scopes (数据权限, spec 3 §6, §7): a rule narrowing one resource's rows for the roles it is
 * granted to. Scopes are rows of the operator tenant; any organisation's role may be granted them.
 * The server builds the rule in its generic resource builder (src/server/http/scopes), so every
 * resource declared there is narrowed by its declared name; this file says which resources and
 * which of their fields a custom rule may compare (an allow-list: no SQL is ever written by a person).
 */
import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { maxLengthMessage, optionalText } from './rules';
import { SCOPE_LIMITS, SCOPE_MESSAGES } from './scopeMessages';

/** all 全部, org 本组织, deptAndBelow 本部门及以下, dept 本部门, own 本人, custom 自定义. */
export const DATA_SCOPE_TYPES = ['all', 'org', 'deptAndBelow', 'dept', 'own', 'custom'] as const;
export type DataScopeType = (typeof DATA_SCOPE_TYPES)[number];

/** A field a custom rule may compare, and whether its values are whole numbers (a status). */
export interface ScopedField {
  kind: 'int' | 'text';
}

/** What a custom rule may compare on every contract kind: its status, creator and creator's department. */
const contractFields = { statusContract: { kind: 'int' }, createUser: { kind: 'text' }, createDept: { kind: 'text' } } as const;

/**
 * The resources the builder narrows, by their declared name, with the fields a custom rule may use.
 * A later issue's resource joins by adding itself here and to the server's column map (scopes/targets.ts).
 */
export const SCOPED_RESOURCES = {
  customer: { fields: { status: { kind: 'int' }, areaCode: { kind: 'text' }, source: { kind: 'text' }, createUser: { kind: 'text' }, createDept: { kind: 'text' } } },
  'follow-record': { fields: { customerId: { kind: 'text' }, createUser: { kind: 'text' } } },
  // The contracts (issue 16) by the builder's names: the platform family is one resource of three kinds.
  'contract-owner': { fields: contractFields },
  'contract-platform': { fields: contractFields },
  'contract-production': { fields: contractFields },
  'contract-resource': { fields: contractFields },
  // Party B's payment requests (issue 17): rows its own people write; the payer reads them in the contract's scope.
  'finance-request': { fields: { payStatus: { kind: 'int' }, createUser: { kind: 'text' }, createDept: { kind: 'text' } } },
} as const satisfies Record<string, { fields: Record<string, ScopedField> }>;
export type ScopedResource = keyof typeof SCOPED_RESOURCES;
export const SCOPED_RESOURCE_NAMES = Object.keys(SCOPED_RESOURCES) as ScopedResource[];

export const fieldsOf = (resource: string): string[] => (Object.hasOwn(SCOPED_RESOURCES, resource) ? Object.keys(SCOPED_RESOURCES[resource as ScopedResource].fields) : []);

const fieldKind = (resource: string, field: string): ScopedField['kind'] | undefined =>
  fieldsOf(resource).includes(field) ? (SCOPED_RESOURCES[resource as ScopedResource].fields as Record<string, ScopedField>)[field].kind : undefined;

/** A custom rule's values: comma-separated, trimmed, none empty; whole numbers for a numeric field. */
export function scopeValues(text: string): string[] {
  return text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function valuesFit(resource: string, field: string, text: string): boolean {
  const values = scopeValues(text);
  if (!values.length || values.length > 50) return false;
  if (fieldKind(resource, field) === 'int') return values.every((v) => /^\d{1,9}$/.test(v));
  return values.every((v) => v.length <= 64 && !/[%_\\]/.test(v));
}

export interface DataScope {
  id: string;
  name: string;
  code: string;
  resource: string;
  scopeType: DataScopeType;
  /** For custom: the field compared (from SCOPED_RESOURCES) and its allowed values, comma-separated. */
  scopeColumn: string;
  scopeValue: string;
  remark: string;
  createTime: string;
}

const id = z.string().trim().regex(/^\d{1,32}$/).optional();
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const scopeName = (message: string) => z.string({ error: message }).trim().min(1, message).max(SCOPE_LIMITS.name, maxLengthMessage(SCOPE_LIMITS.name));
export const scopeCode = z
  .string({ error: SCOPE_MESSAGES.code })
  .trim()
  .min(1, SCOPE_MESSAGES.code)
  .max(SCOPE_LIMITS.code, maxLengthMessage(SCOPE_LIMITS.code))
  .regex(/^[A-Za-z0-9_-]+$/, SCOPE_MESSAGES.codeFormat);

/** data-scope/submit: the column and values only for a custom rule, and required then. */
export const dataScopeSchema = z
  .object({
    id,
    name: scopeName(SCOPE_MESSAGES.dataName),
    code: scopeCode,
    resource: z.preprocess(blankToUndefined, z.enum(SCOPED_RESOURCE_NAMES as [ScopedResource, ...ScopedResource[]], { error: SCOPE_MESSAGES.resource })),
    scopeType: z.preprocess(blankToUndefined, z.enum(DATA_SCOPE_TYPES, { error: SCOPE_MESSAGES.type })),
    scopeColumn: z.string().trim().max(64).optional().default(''),
    scopeValue: z.string().trim().max(SCOPE_LIMITS.value, maxLengthMessage(SCOPE_LIMITS.value)).optional().default(''),
    remark: optionalText(SCOPE_LIMITS.remark),
  })
  .superRefine((v, ctx) => {
    if (v.scopeType !== 'custom') return;
    if (!fieldsOf(v.resource).includes(v.scopeColumn)) ctx.addIssue({ code: 'custom', path: ['scopeColumn'], message: SCOPE_MESSAGES.column });
    else if (!v.scopeValue) ctx.addIssue({ code: 'custom', path: ['scopeValue'], message: SCOPE_MESSAGES.value });
    else if (!valuesFit(v.resource, v.scopeColumn, v.scopeValue)) ctx.addIssue({ code: 'custom', path: ['scopeValue'], message: SCOPE_MESSAGES.valueFormat });
  })
  // Only a custom rule keeps a column and values: another type's leftovers are not stored.
  .transform((v) => (v.scopeType === 'custom' ? { ...v, scopeValue: scopeValues(v.scopeValue).join(',') } : { ...v, scopeColumn: '', scopeValue: '' }));
export type DataScopeInput = z.input<typeof dataScopeSchema>;

/** data-scope/list: name and code keywords, resource, type. */
export const dataScopePageQuerySchema = pageQuerySchema.extend({
  name: z.string().trim().max(100).optional(),
  code: z.string().trim().max(100).optional(),
  resource: z.string().trim().max(64).optional(),
  scopeType: z.string().trim().max(20).optional(),
});
export type DataScopePageQuery = z.infer<typeof dataScopePageQuerySchema>;
