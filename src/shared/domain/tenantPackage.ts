/**
 * Tenant packages (套餐, spec 3 §7 tenant package-detail, package-setting): a named set of menu
 * entries of the menu template. A tenant given a package sees only those entries (and their
 * buttons) in its menus and grant trees; a tenant without one sees the whole template.
 */
import { z } from 'zod';
import { idSchema, searchText } from './fields';
import { pageQuerySchema } from './paging';
import { maxLengthMessage, optionalText } from './rules';

export interface TenantPackage {
  id: string;
  packageName: string;
  /** Template menu ids, comma-joined. */
  menuIds: string;
  remark: string;
  createTime: string;
}

export const TENANT_PACKAGE_MESSAGES = {
  notFound: '套餐不存在或已删除',
  nameRequired: '请输入套餐名称',
  menusRequired: '请选择套餐菜单',
  menuUnknown: '套餐菜单不存在',
  inUse: '套餐正在被租户使用，不能删除',
} as const;

export const PACKAGE_LIMITS = { packageName: 50, remark: 200 } as const;

export const tenantPackagePageQuerySchema = pageQuerySchema.extend({ packageName: searchText });

export const tenantPackageSchema = z.object({
  id: idSchema.shape.id.optional(),
  packageName: z.string({ error: TENANT_PACKAGE_MESSAGES.nameRequired }).trim().min(1, TENANT_PACKAGE_MESSAGES.nameRequired).max(PACKAGE_LIMITS.packageName, maxLengthMessage(PACKAGE_LIMITS.packageName)),
  menuIds: z
    .string({ error: TENANT_PACKAGE_MESSAGES.menusRequired })
    .transform((s) => [...new Set(s.split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(z.string().regex(/^[\w-]{1,64}$/, TENANT_PACKAGE_MESSAGES.menuUnknown)).min(1, TENANT_PACKAGE_MESSAGES.menusRequired).max(2000, TENANT_PACKAGE_MESSAGES.menuUnknown))
    .transform((ids) => ids.join(',')),
  remark: optionalText(PACKAGE_LIMITS.remark),
});
export type TenantPackageInput = z.input<typeof tenantPackageSchema>;

/** The part of a menu row the package limit reads. */
export interface PackagedRow {
  id: string;
  parent_id: string;
  template_id: string;
  /** 1 menu entry, 2 button. */
  category: number;
}

/**
 * The rows a tenant keeps under a package of template ids: every menu entry the package names, the
 * entries above it (so it has its containers), and the buttons of a kept entry that the package
 * names or, when it names none of that entry's buttons, all of them (a package picked as menus only).
 * Without a package (null) every row is kept.
 */
export function limitToPackage<R extends PackagedRow>(rows: R[], packageIds: ReadonlySet<string> | null): R[] {
  if (!packageIds) return rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  const named = new Set<string>();
  for (const row of rows) {
    if (row.category === 2 || !packageIds.has(row.template_id)) continue;
    named.add(row.id);
    for (let r: R | undefined = row, depth = 0; r && !keep.has(r.id) && depth < 20; r = byId.get(r.parent_id), depth++) keep.add(r.id);
  }
  const buttonsNamed = new Set(rows.filter((r) => r.category === 2 && packageIds.has(r.template_id)).map((r) => r.parent_id));
  return rows.filter((r) => {
    if (r.category !== 2) return keep.has(r.id);
    if (!named.has(r.parent_id)) return false;
    return buttonsNamed.has(r.parent_id) ? packageIds.has(r.template_id) : true;
  });
}

/** The package form: the menus are the checked ids of the template's tree, sent comma-joined. */
export const tenantPackageFormSchema = tenantPackageSchema.omit({ id: true }).extend({
  menuIds: z
    .array(z.string(), { error: TENANT_PACKAGE_MESSAGES.menusRequired })
    .min(1, TENANT_PACKAGE_MESSAGES.menusRequired)
    .transform((ids) => ids.join(',')),
});
