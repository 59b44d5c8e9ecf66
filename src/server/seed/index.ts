import type { ServerConfig } from '../config';
import type { Backend, Db } from '../db/database';
import { countTenants } from '../repositories/tenants';
import { seedDemoDepartments } from './demo-departments';
import { seedDemoMembers } from './demo-members';
import { seedDictionaries } from './dictionaries';
import { randomPassword, seedOperator, seedOrganisations } from './organisations';
import { ensureMenuTemplate } from './menus';
import { seedRegions } from './regions';
import { seedParams } from './params';
import { seedDemoShell, seedShell } from './shell';
import { seedPersonal } from './personal';
import { seedDemoScopes } from './demo-scopes';
import { seedDemoOrgProfiles } from './demo-org-profiles';
import { seedDemoPartners } from './demo-partners';
import { seedDemoRegistrations } from './demo-registrations';
import { seedDemoProjects } from './demo-projects';
import { seedDemoExperts } from './demo-experts';
import { seedDemoProjectTeams } from './demo-project-teams';
import { seedDemoRecordHistory } from './demo-record-history';
import { seedDemoPublications } from './demo-publications';
import { seedDemoProjectArchives } from './demo-project-archives';
import { seedDemoContracts } from './demo-contracts';
import { seedDemoFinance } from './demo-finance';
import { ensureDefaultClient } from './oauth-clients';

/**
 * Fills what is empty, each part in its own transaction. What the product needs (dictionaries,
 * regions, settings, agreement texts, the operator organisation and its administrator) always; the
 * demo organisations, accounts and their data only when asked for (config.demo), and only into an
 * empty database.
 */
export async function seedDatabase(db: Db, backend: Backend, config: ServerConfig, log: (line: string) => void = () => {}): Promise<void> {
  await db.transaction().execute((trx) => ensureMenuTemplate(trx));
  await db.transaction().execute((trx) => ensureDefaultClient(trx, config));
  if ((await countTenants(db)) === 0) {
    if (config.demo) {
      await db.transaction().execute((trx) => seedOrganisations(trx, config.demoPassword, config.scryptLogN));
      await db.transaction().execute((trx) => seedDemoDepartments(trx));
      await db.transaction().execute((trx) => seedDemoScopes(trx));
      await db.transaction().execute((trx) => seedDemoMembers(trx, config.demoPassword, config.scryptLogN));
      await db.transaction().execute((trx) => seedDemoShell(trx));
      await db.transaction().execute((trx) => seedDemoOrgProfiles(trx));
      await db.transaction().execute((trx) => seedDemoPartners(trx));
      await db.transaction().execute((trx) => seedDemoRegistrations(trx));
      await db.transaction().execute((trx) => seedDemoProjects(trx));
      await db.transaction().execute((trx) => seedDemoExperts(trx));
      await db.transaction().execute((trx) => seedDemoProjectTeams(trx));
      await db.transaction().execute((trx) => seedDemoRecordHistory(trx));
      await db.transaction().execute((trx) => seedDemoPublications(trx));
      await db.transaction().execute((trx) => seedDemoProjectArchives(trx));
      await db.transaction().execute((trx) => seedDemoContracts(trx));
      await db.transaction().execute((trx) => seedDemoFinance(trx));
    } else {
      const password = config.adminPassword ?? randomPassword();
      await db.transaction().execute((trx) => seedOperator(trx, password, config.scryptLogN));
      // Shown this once: only the hash is kept. Given by CEM_ADMIN_PASSWORD, it is not repeated.
      log(
        config.adminPassword
          ? 'operator administrator: account admin, tenant 000000, password from CEM_ADMIN_PASSWORD'
          : `operator administrator: account admin, tenant 000000, password ${password} (shown once; change it after signing in)`,
      );
    }
  }
  await db.transaction().execute((trx) => seedDictionaries(trx));
  await db.transaction().execute((trx) => seedShell(trx));
  await db.transaction().execute((trx) => seedPersonal(trx));
  await db.transaction().execute((trx) => seedParams(trx, config));
  await seedRegions(db, backend);
}
