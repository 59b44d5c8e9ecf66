import { customerEndpoints } from '@shared/api/customerEndpoints';
import { followRecordSchema, type FollowRecord } from '@shared/domain/followRecord';
import type { FieldFile } from '../../features/uploads/fields';
import type { ResourceDescriptor } from '../../crud/types';
import { FollowRecordFields } from './Fields';

export interface FollowRecordValues {
  customerId: string;
  startTime: string;
  endTime: string;
  theme: string;
  remark: string;
  /** The image field's files; the schema keeps name and link of each. */
  imgList: FieldFile[];
}

export const toFieldFiles = (images: FollowRecord['imgList']): FieldFile[] => images.map((i) => ({ key: i.link, name: i.name, size: 0, link: i.link }));

/**
 * A customer's follow-up records (promote/*FollowRecords): added from the customer detail, listed
 * and removed there. One descriptor per customer, so the form carries its customer id.
 */
export function followRecordsOf(customerId: string): ResourceDescriptor<FollowRecord, FollowRecordValues> {
  return {
    name: 'followRecords',
    endpoints: { page: customerEndpoints.followRecordPage },
    modes: { add: { endpoint: customerEndpoints.followRecordSubmit, schema: followRecordSchema, permission: 'customer_follow_record' } },
    remove: { endpoint: customerEndpoints.followRecordRemove, permission: 'customer_follow_record' },
    columns: [{ key: 'theme' }, { key: 'startTime' }, { key: 'endTime' }, { key: 'followerName' }],
    search: [],
    empty: { customerId, startTime: '', endTime: '', theme: '', remark: '', imgList: [] },
    toValues: (r) => ({ customerId: r.customerId, startTime: r.startTime, endTime: r.endTime, theme: r.theme, remark: r.remark, imgList: toFieldFiles(r.imgList) }),
    Fields: FollowRecordFields,
  };
}
