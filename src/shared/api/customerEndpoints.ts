/** Customer follow-up records (spec 1 §7, spec 3 §7 "Promote"): the records of one customer. */
import type { FollowRecord, FollowRecordInput, FollowRecordPageQuery } from '../domain/followRecord';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

export const customerEndpoints = {
  followRecordPage: system<Partial<FollowRecordPageQuery> & { customerId: string }, Page<FollowRecord>>('GET', 'promote/pageFollowRecords'),
  followRecordSubmit: system<FollowRecordInput, FollowRecord>('POST', 'promote/submitFollowRecords'),
  followRecordRemove: system<{ ids: string }, null>('POST', 'promote/removeFollowRecords'),
} as const;
