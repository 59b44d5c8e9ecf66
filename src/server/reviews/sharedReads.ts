/**
 * The objects reviews share across organisations (src/server/oss/sharedReads.ts): an expert reads
 * the file of a review file assigned to them (by user id, whatever organisation they are signed in
 * to), and the file's organisation reads the attachments of the opinions given on its files (they
 * are uploads of the expert's organisation).
 */
import type { SharedReadRule } from '../oss/sharedReads';

export const reviewSharedRead: SharedReadRule = async (db, caller, key) => {
  const assigned = await db
    .selectFrom('review_file')
    .innerJoin('review_expert', 'review_expert.file_id', 'review_file.id')
    .select('review_file.id')
    .where('review_file.attach_key', '=', key)
    .where('review_expert.expert_user_id', '=', caller.userId)
    .executeTakeFirst();
  if (assigned) return true;
  const opinion = await db.selectFrom('review_opinion').select('id').where('attach_key', '=', key).where('tenant_id', '=', caller.tenantId).executeTakeFirst();
  return Boolean(opinion);
};
