import type { Kysely } from 'kysely';
import { removeMenuGrants, insertMenuGrants } from '../../../repositories/grants';
import { copyOf, chainKeys, grantsOfCopies, MENU_ROOT, templateFor, templateRowsOf } from '../../../seed/menus';
import type { MenuTemplate } from '../../../seed/menu-template/types';
import { insertMenus, insertTemplateRows, MENU_CATEGORY, templateRows, type MenuTemplateRow } from '../../../repositories/menus';
import { rolesOfTenant } from '../../../repositories/roles';
import type { Executor } from '../../database';

/*
 * menu_template is filled from the template file only while it is empty, and an organisation's menu is
 * copied from the template when the organisation is provisioned: an entry the file gains later reaches
 * neither on a database made before it. Migrations bring such entries in with these helpers, matched by
 * chain of codes ("finance/finance_invoice/invoice_void"), so every organisation ends up with what
 * provisioning would give a new one of its category today.
 */

type Db = Kysely<unknown> | Executor;
const executor = (db: Db) => db as Executor;

/** The file's entries as template rows (fresh ids) with each row's chain of codes. */
function fileRows(file: MenuTemplate[]): { rows: MenuTemplateRow[]; keyOf: Map<string, string> } {
  const rows = templateRowsOf(file) as MenuTemplateRow[];
  return { rows, keyOf: chainKeys(rows) };
}

/** The file's rows whose code is named, with everything below them (a menu brings its buttons and children). */
function selected(rows: MenuTemplateRow[], codes: readonly string[]): Set<string> {
  const ids = new Set<string>();
  // templateRowsOf lists a parent before anything below it.
  for (const r of rows) if (codes.includes(r.code) || ids.has(r.parent_id)) ids.add(r.id);
  return ids;
}

const idsByKey = (rows: MenuTemplateRow[]) => new Map([...chainKeys(rows)].map(([id, key]) => [key, id]));

/**
 * Adds each entry of the file named by code (with its buttons and children) that the database's template
 * lacks, under its parent, then copies it into every organisation that has a copy of that parent and is
 * offered the entry (templateFor: categories, operator only, the operator's hidden areas), granted to the
 * roles the template names (none named: every role) — what seedMenus gives a new organisation. A tenant
 * package is left as it is: it names template ids, so the new entry stays outside it, as for an
 * organisation provisioned today on that package. A fresh database (empty template) is left to the seed.
 * Running it twice adds nothing.
 */
export async function addTemplateEntries(db: Db, file: MenuTemplate[], codes: readonly string[]): Promise<void> {
  const k = executor(db);
  const existing = await templateRows(k);
  if (!existing.length) return;
  const { rows, keyOf } = fileRows(file);
  const picked = selected(rows, codes);
  const dbIdOf = idsByKey(existing);
  const all = [...existing];
  const added: MenuTemplateRow[] = [];
  for (const row of rows.filter((r) => picked.has(r.id))) {
    const key = keyOf.get(row.id)!;
    if (dbIdOf.has(key)) continue;
    const parentId = row.parent_id === MENU_ROOT ? MENU_ROOT : dbIdOf.get(keyOf.get(row.parent_id)!);
    // A parent the operator removed from the template: nothing to hang the entry on.
    if (!parentId) continue;
    const entry = { ...row, parent_id: parentId, sort: sortAfterFileSibling(rows, row, keyOf, dbIdOf, all) };
    dbIdOf.set(key, entry.id);
    all.push(entry);
    added.push(entry);
  }
  if (!added.length) return;
  await insertTemplateRows(k, added);
  await copyIntoOrganisations(k, all, added);
}

/**
 * Just after the sibling the file puts before it (so a new screen sits where the file places it, not at
 * the end), or the file's own position when it comes first.
 */
function sortAfterFileSibling(rows: MenuTemplateRow[], row: MenuTemplateRow, keyOf: Map<string, string>, dbIdOf: Map<string, string>, all: MenuTemplateRow[]): number {
  const siblings = rows.filter((r) => r.parent_id === row.parent_id && r.category === row.category);
  const before = siblings[siblings.indexOf(row) - 1];
  const present = before && all.find((r) => r.id === dbIdOf.get(keyOf.get(before.id)!));
  return present ? Number(present.sort) + 1 : row.sort;
}

/** Copies of the added template rows for every organisation provisioning would give them to now. */
async function copyIntoOrganisations(db: Executor, all: MenuTemplateRow[], added: MenuTemplateRow[]): Promise<void> {
  const addedIds = new Set(added.map((r) => r.id));
  const parentIds = [...new Set(added.map((r) => r.parent_id).filter((id) => id !== MENU_ROOT && !addedIds.has(id)))];
  const parentCopies = parentIds.length ? await db.selectFrom('menu').select(['id', 'tenant_id', 'template_id']).where('template_id', 'in', parentIds).execute() : [];
  const tenants = await db.selectFrom('tenant').select(['tenant_id', 'category']).execute();
  for (const tenant of tenants) {
    const offered = templateFor(all, tenant.tenant_id, tenant.category).filter((r) => addedIds.has(r.id));
    if (!offered.length) continue;
    const copyIds = new Map(parentCopies.filter((c) => c.tenant_id === tenant.tenant_id).map((c) => [c.template_id, c.id]));
    copyIds.set(MENU_ROOT, MENU_ROOT);
    const copies = [];
    const copied: MenuTemplateRow[] = [];
    // templateFor lists a parent before anything below it.
    for (const row of offered) {
      const parent = copyIds.get(row.parent_id);
      if (!parent) continue;
      const copy = copyOf(row, tenant.tenant_id, parent);
      copyIds.set(row.id, copy.id);
      copies.push(copy);
      copied.push(row);
    }
    await insertMenus(db, copies);
    await insertMenuGrants(db, grantsOfCopies(copied, copyIds, await rolesOfTenant(db, tenant.tenant_id)));
  }
}

/**
 * Brings the named entries' offering (categories, operator only) and name in line with the file, and
 * takes each organisation's copy — with what is below it and every grant on them — from organisations
 * the entry is no longer offered to. Organisations newly offered an entry are not given it here (none
 * of issue 17's entries widened); addTemplateEntries is the way in.
 */
export async function narrowTemplateEntries(db: Db, file: MenuTemplate[], codes: readonly string[]): Promise<void> {
  const k = executor(db);
  const existing = await templateRows(k);
  if (!existing.length) return;
  const { rows, keyOf } = fileRows(file);
  const dbIdOf = idsByKey(existing);
  const changed: MenuTemplateRow[] = [];
  for (const row of rows.filter((r) => codes.includes(r.code) && r.category === MENU_CATEGORY.menu)) {
    const current = existing.find((r) => r.id === dbIdOf.get(keyOf.get(row.id)!));
    if (!current) continue;
    if (current.categories === row.categories && current.operator_only === row.operator_only && current.name === row.name) continue;
    const values = { categories: row.categories, operator_only: row.operator_only, name: row.name };
    await k.updateTable('menu_template').set(values).where('id', '=', current.id).execute();
    await k.updateTable('menu').set({ name: row.name }).where('template_id', '=', current.id).execute();
    Object.assign(current, values);
    changed.push(current);
  }
  if (!changed.length) return;
  const tenants = await k.selectFrom('tenant').select(['tenant_id', 'category']).execute();
  const categoryOf = new Map(tenants.map((t) => [t.tenant_id, t.category]));
  for (const entry of changed) {
    const copies = await k.selectFrom('menu').select(['id', 'tenant_id']).where('template_id', '=', entry.id).execute();
    const kept = new Set(tenants.filter((t) => templateFor(existing, t.tenant_id, t.category).some((r) => r.id === entry.id)).map((t) => t.tenant_id));
    await removeCopies(k, copies.filter((c) => categoryOf.has(c.tenant_id) && !kept.has(c.tenant_id)).map((c) => c.id));
  }
}

/** Removes the template entries of these chains of codes, with what is below them, every organisation's copies and their grants. */
export async function removeTemplateEntries(db: Db, chains: readonly string[]): Promise<void> {
  const k = executor(db);
  const existing = await templateRows(k);
  const dbIdOf = idsByKey(existing);
  const ids = chains.map((c) => dbIdOf.get(c)).filter((id): id is string => !!id);
  for (let i = 0; i < ids.length; i++) ids.push(...existing.filter((r) => r.parent_id === ids[i]).map((r) => r.id));
  if (!ids.length) return;
  for (let i = 0; i < ids.length; i += 300) {
    const copies = await k.selectFrom('menu').select('id').where('template_id', 'in', ids.slice(i, i + 300)).execute();
    await removeCopies(k, copies.map((c) => c.id));
    await k.deleteFrom('menu_template').where('id', 'in', ids.slice(i, i + 300)).execute();
  }
}

/** Organisation menu rows with everything below them and every grant on them. */
async function removeCopies(db: Executor, copyIds: string[]): Promise<void> {
  const ids = [...copyIds];
  for (let level = copyIds; level.length; ) {
    const below: { id: string }[] = [];
    for (let i = 0; i < level.length; i += 300) below.push(...(await db.selectFrom('menu').select('id').where('parent_id', 'in', level.slice(i, i + 300)).execute()));
    level = below.map((b) => b.id).filter((id) => !ids.includes(id));
    ids.push(...level);
  }
  await removeMenuGrants(db, ids);
  for (let i = 0; i < ids.length; i += 300) await db.deleteFrom('menu').where('id', 'in', ids.slice(i, i + 300)).execute();
}
