/**
 * Migration 070 (issue 18): the import buttons reach a database made before them, granted as a new
 * organisation's are, and a second run changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { CUSTOMER_BUTTONS } from '@shared/domain/customer';
import { MEMBER_BUTTONS } from '@shared/domain/organisationButtons';
import { RECORD_BUTTONS } from '@shared/domain/projectButtons';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { up as addImportButtons } from '../../../src/server/db/migrations/2026-11-30-070-imports';
import { removeTemplateEntries } from '../../../src/server/db/migrations/support/templateEntries';
import { chainKeys } from '../../../src/server/seed/menus';
import { BACKENDS, startTestServer, type TestServer } from '../../support/server';

const CODES = [CUSTOMER_BUTTONS.import, MEMBER_BUTTONS.import, RECORD_BUTTONS.import];

describe.each(BACKENDS)('import buttons for a database from before issue 18 (migration 070) ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;

  /** Each organisation's import buttons with the role aliases granted them. */
  const importButtons = async () => {
    const menus = await db.selectFrom('menu').select(['id', 'parent_id', 'code', 'tenant_id']).execute();
    const grants = await db.selectFrom('role_menu').innerJoin('role', 'role.id', 'role_menu.role_id').select(['role_menu.menu_id', 'role.alias']).execute();
    const keys = chainKeys(menus);
    return menus
      .filter((m) => CODES.includes(m.code as never))
      .map((m) => `${m.tenant_id} ${keys.get(m.id)} [${grants.filter((g) => g.menu_id === m.id).map((g) => g.alias).sort().join(',')}]`)
      .sort();
  };

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  it.skipIf(skip)('adds each import button where provisioning gives it today, with its grants; twice is once', async () => {
    const today = await importButtons();
    expect(today.some((b) => b.includes(`customer_follow/${CUSTOMER_BUTTONS.import}`))).toBe(true);
    expect(today.some((b) => b.includes(`organization_member/${MEMBER_BUTTONS.import}`) && b.endsWith('[administrator]'))).toBe(true);
    expect(today.some((b) => b.includes(`project_record/${RECORD_BUTTONS.import}`) && b.endsWith('[administrator,manager]'))).toBe(true);

    // The database as it was before issue 18: none of the buttons in the template nor in any organisation.
    const template = await db.selectFrom('menu_template').select(['id', 'parent_id', 'code']).execute();
    const chains = [...chainKeys(template).entries()].filter(([id]) => CODES.includes(template.find((t) => t.id === id)!.code as never)).map(([, key]) => key);
    expect(chains).toHaveLength(3);
    await removeTemplateEntries(db as unknown as Kysely<unknown>, chains);
    expect(await importButtons()).toEqual([]);

    await addImportButtons(db as unknown as Kysely<unknown>);
    expect(await importButtons()).toEqual(today);
    await addImportButtons(db as unknown as Kysely<unknown>);
    expect(await importButtons()).toEqual(today);
  });
});
