import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from '../database';
import * as organisationsAndAuth from './2026-01-15-001-organisations-and-auth';
import * as menusDictionariesRegionsNotices from './2026-01-15-002-menus-dictionaries-regions-notices';
import * as shell from './2026-11-21-010-shell';
import * as idempotency from './2026-11-21-020-idempotency';
import * as feedback from './2026-11-21-021-feedback';
import * as storage from './2026-11-21-030-storage';
import * as customers from './2026-11-21-040-customers';
import * as personalCentre from './2026-11-23-050-personal-centre';
import * as sessionPost from './2026-11-25-010-session-post';
import * as rateGuards from './2026-11-25-011-rate-guards';
import * as storageGrants from './2026-11-25-030-storage-grants';
import * as inviteApproval from './2026-11-25-040-invite-approval';
import * as changeHistory from './2026-11-26-010-change-history';
import * as organisationsAndGrants from './2026-11-26-020-organisations-and-grants';
import * as tenantLimits from './2026-11-26-030-tenant-limits';
import * as params from './2026-11-26-031-params';
import * as userAdmin from './2026-11-26-032-user-admin';
import * as versionsAndPromotions from './2026-11-26-033-versions-and-promotions';
import * as tenantPackages from './2026-11-26-034-tenant-packages';
import * as oauthClients from './2026-11-26-035-oauth-clients';
import * as storageConfigs from './2026-11-26-036-storage-configs';
import * as smsConfigs from './2026-11-26-037-sms-configs';
import * as logs from './2026-11-26-038-logs';
import * as dicts from './2026-11-26-039-dicts';
import * as projects from './2026-11-27-040-projects';
import * as shots from './2026-11-27-042-shots';
import * as teams from './2026-11-27-044-teams';
import * as archives from './2026-11-27-045-archives';
import * as publications from './2026-11-27-046-publications';
import * as reviews from './2026-11-27-047-reviews';
import * as experts from './2026-11-27-048-experts';
import * as contracts from './2026-11-28-050-contracts';
import * as contractSupplements from './2026-11-28-056-contract-supplements';
import * as finance from './2026-11-29-060-finance';
import * as financeIncome from './2026-11-29-064-income';
import * as feesDeposits from './2026-11-29-067-fees-deposits';
import * as invoiceVoid from './2026-11-29-068-invoice-void';
import * as financeMenus from './2026-11-29-069-finance-menus';
import * as imports from './2026-11-30-070-imports';
import * as financeReports from './2026-11-30-071-finance-reports';
import * as scaleIndexes from './2026-11-30-075-scale-indexes';

/** Listed by hand: bundlers cannot follow a provider that reads the folder. Names sort by date. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-01-15-001-organisations-and-auth': organisationsAndAuth,
  '2026-01-15-002-menus-dictionaries-regions-notices': menusDictionariesRegionsNotices,
  '2026-11-21-010-shell': shell,
  '2026-11-21-020-idempotency': idempotency,
  '2026-11-21-021-feedback': feedback,
  '2026-11-21-030-storage': storage,
  '2026-11-21-040-customers': customers,
  '2026-11-23-050-personal-centre': personalCentre,
  '2026-11-25-010-session-post': sessionPost,
  '2026-11-25-011-rate-guards': rateGuards,
  '2026-11-25-030-storage-grants': storageGrants,
  '2026-11-25-040-invite-approval': inviteApproval,
  '2026-11-26-010-change-history': changeHistory,
  '2026-11-26-020-organisations-and-grants': organisationsAndGrants,
  '2026-11-26-030-tenant-limits': tenantLimits,
  '2026-11-26-031-params': params,
  '2026-11-26-032-user-admin': userAdmin,
  '2026-11-26-033-versions-and-promotions': versionsAndPromotions,
  '2026-11-26-034-tenant-packages': tenantPackages,
  '2026-11-26-035-oauth-clients': oauthClients,
  '2026-11-26-036-storage-configs': storageConfigs,
  '2026-11-26-037-sms-configs': smsConfigs,
  '2026-11-26-038-logs': logs,
  '2026-11-26-039-dicts': dicts,
  '2026-11-27-040-projects': projects,
  '2026-11-27-042-shots': shots,
  '2026-11-27-044-teams': teams,
  '2026-11-27-045-archives': archives,
  '2026-11-27-046-publications': publications,
  '2026-11-27-047-reviews': reviews,
  '2026-11-27-048-experts': experts,
  '2026-11-28-050-contracts': contracts,
  '2026-11-28-056-contract-supplements': contractSupplements,
  '2026-11-29-060-finance': finance,
  '2026-11-29-064-income': financeIncome,
  '2026-11-29-067-fees-deposits': feesDeposits,
  '2026-11-29-068-invoice-void': invoiceVoid,
  '2026-11-29-069-finance-menus': financeMenus,
  '2026-11-30-070-imports': imports,
  '2026-11-30-071-finance-reports': financeReports,
  '2026-11-30-075-scale-indexes': scaleIndexes,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const which = failed ? `migration ${failed.migrationName}` : 'migrations';
    throw new Error(`database ${which} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
