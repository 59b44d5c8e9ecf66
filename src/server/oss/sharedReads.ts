/**
 * Objects of another organisation a caller may read because the business shares them: the review
 * files assigned to an expert, the publication files sent to a publisher. Each area that shares
 * files adds its rule here (one import and one entry); oss/read-url asks them only for keys outside
 * the caller's own organisation, and a key no rule grants stays "not found".
 */
import type { Executor } from '../db/database';
import type { Caller } from '../http/caller';
import { publicationFileOfPublisher } from '../projects/publicationReads';
import { reviewSharedRead } from '../reviews/sharedReads';

/** True when the object `key` (another organisation's) is shared with the caller. */
export type SharedReadRule = (db: Executor, caller: Caller, key: string) => Promise<boolean>;

const SHARED_READS: SharedReadRule[] = [publicationFileOfPublisher, reviewSharedRead];

export async function isSharedWith(db: Executor, caller: Caller, key: string): Promise<boolean> {
  for (const rule of SHARED_READS) if (await rule(db, caller, key)) return true;
  return false;
}
