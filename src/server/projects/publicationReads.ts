/**
 * A publisher reads the file of a publication task sent to it (oss/read-url): the object of another
 * organisation named by a task whose publisher is the caller's organisation. Nothing else of that
 * organisation is shared by this rule.
 */
import type { SharedReadRule } from '../oss/sharedReads';

export const publicationFileOfPublisher: SharedReadRule = async (db, caller, key) => {
  const row = await db.selectFrom('archive_publication').select('id').where('team_tenant_id', '=', caller.tenantId).where('oss_name', '=', key).executeTakeFirst();
  return Boolean(row);
};
