import type { ServerConfig } from '../config';
import type { Backend, Db } from '../db/database';
import { countTenants } from '../repositories/tenants';
import { seedDictionaries } from './dictionaries';
import { seedOrganisations } from './organisations';
import { seedRegions } from './regions';
import { seedShell } from './shell';
import { seedPersonal } from './personal';

/** Fills what is empty: demo organisations, dictionaries and regions, each in its own transaction. */
export async function seedDatabase(db: Db, backend: Backend, config: ServerConfig): Promise<void> {
  if ((await countTenants(db)) === 0) {
    await db.transaction().execute((trx) => seedOrganisations(trx, config.demoPassword, config.scryptLogN));
  }
  await db.transaction().execute((trx) => seedDictionaries(trx));
  await db.transaction().execute((trx) => seedShell(trx));
  await db.transaction().execute((trx) => seedPersonal(trx));
  await seedRegions(db, backend);
}
