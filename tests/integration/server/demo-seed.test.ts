import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type UserInfo } from '@shared/api/endpoints';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { projectContractStatus } from '@shared/domain/contract';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { DEMO_ORGANISATIONS } from '../../../src/server/seed/demo-organisations';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, DEMO_PASSWORD, startTestServer, type TestServer } from '../../support/server';

const ADMIN_LINE = /^operator administrator: account admin, tenant 000000, password (\S+) \(shown once; change it after signing in\)$/;

const countOf = async (db: Db, table: 'tenant' | 'app_user' | 'invite_code' | 'notice') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);

/** Issue 20: demo organisations, accounts and codes only when asked for (CEM_DEMO=on, `--demo`). */
describe.each(BACKENDS)('what a fresh database is seeded with ($label)', ({ backend, skip }) => {
  describe.skipIf(skip)('a production start (no demo flag)', () => {
    let server: TestServer;
    let db: Db;
    beforeAll(async () => {
      server = await startTestServer({ backend, env: { CEM_DEMO: 'off' } });
      db = openDatabase(server.databaseUrl).db;
    });
    afterAll(async () => {
      await db?.destroy();
      await server?.close();
    });

    it('has no demo account, organisation, notice or invitation code', async () => {
      await expect(apiClient(server.url).login('sj_admin', '100004')).rejects.toThrow(/login sj_admin@100004 failed: 400/);
      await expect(apiClient(server.url).login('admin', '000000', DEMO_PASSWORD)).rejects.toThrow(/failed: 400/);
      expect(await countOf(db, 'tenant')).toBe(1);
      expect(await countOf(db, 'app_user')).toBe(1);
      expect(await countOf(db, 'invite_code')).toBe(0);
      expect(await countOf(db, 'notice')).toBe(0);
      expectEnvelopeFailure(await apiClient(server.url).call(personalEndpoints.inviteInfo, { query: { code: 'JOIN100002' } }), 400, '邀请码无效或已过期');
    });

    it('has the operator administrator, with a random password printed once, and what the product needs', async () => {
      const printed = server.lines.map((l) => ADMIN_LINE.exec(l)?.[1]).filter(Boolean);
      expect(printed).toHaveLength(1);
      const password = printed[0]!;
      expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
      expect(password).not.toBe(DEMO_PASSWORD);
      const admin = apiClient(server.url);
      await admin.login('admin', '000000', password);
      expect(expectOk(await admin.call(endpoints.userInfo))).toMatchObject({ account: 'admin' });
      expect(expectOk<unknown[]>(await admin.call(endpoints.menuRoutes)).length).toBeGreaterThan(0);
      expect(expectOk<unknown[]>(await admin.call(endpoints.dictionary, { query: { code: 'sex' } })).length).toBeGreaterThan(0);
      expectOk(await apiClient(server.url).call(personalEndpoints.agreementText, { query: { code: 'reg' } }));
    });
  });

  describe.skipIf(skip)('an administrator password from CEM_ADMIN_PASSWORD', () => {
    it('signs the operator in with it and prints no password', async () => {
      const server = await startTestServer({ backend, env: { CEM_DEMO: 'off', CEM_ADMIN_PASSWORD: 'Operator2026x' } });
      try {
        await apiClient(server.url).login('admin', '000000', 'Operator2026x');
        expect(server.lines.filter((l) => l.startsWith('operator administrator'))).toEqual(['operator administrator: account admin, tenant 000000, password from CEM_ADMIN_PASSWORD']);
      } finally {
        await server.close();
      }
    });
  });

  describe.skipIf(skip)('a demo start (CEM_DEMO=on)', () => {
    it('has the demo accounts, and still no invitation code', async () => {
      const server = await startTestServer({ backend, env: { CEM_DEMO: 'on' } });
      const db = openDatabase(server.databaseUrl).db;
      try {
        // Every demo administrator signs in to their organisation, of its category (README, Demo accounts).
        for (const org of DEMO_ORGANISATIONS) {
          const client = apiClient(server.url);
          await client.login(org.admin.account, org.tenantId);
          expect(expectOk<UserInfo>(await client.call(endpoints.userInfo))).toMatchObject({ tenantId: org.tenantId, orgName: org.name, orgCategory: org.category });
        }
        // The eleven demo organisations and the draft on the operator's draft list (demo-org-profiles).
        expect(await countOf(db, 'tenant')).toBe(12);
        expect(await countOf(db, 'invite_code')).toBe(0);
        expect(server.lines.some((l) => l.startsWith('operator administrator'))).toBe(false);
        // Each demo project's contract status (xmqyzt) is what its owner contracts make it, as after a write.
        const links = await db
          .selectFrom('contract_owner_project')
          .innerJoin('contract_owner', 'contract_owner.id', 'contract_owner_project.contract_owner_id')
          .innerJoin('project', 'project.id', 'contract_owner_project.project_id')
          .select(['project.id', 'project.status_contract as projectStatus', 'contract_owner.status_contract as contractStatus'])
          .execute();
        const byProject = new Map<string, typeof links>();
        for (const l of links) byProject.set(l.id, [...(byProject.get(l.id) ?? []), l]);
        expect(byProject.size).toBeGreaterThan(5);
        for (const rows of byProject.values()) {
          expect(Number(rows[0].projectStatus)).toBe(projectContractStatus(rows.map((r) => Number(r.contractStatus))));
        }
        expect(new Set(links.map((l) => Number(l.projectStatus))).size).toBeGreaterThan(1);
      } finally {
        await db.destroy();
        await server.close();
      }
    });
  });
});
