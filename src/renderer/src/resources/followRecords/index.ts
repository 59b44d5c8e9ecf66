import { customerEndpoints } from '@shared/api/customerEndpoints';
import { followRecordSchema, type FollowRecord } from '@shared/domain/followRecord';
import { createElement } from 'react';
import type { FieldFile } from '../../features/uploads/fields';
import type { ResourceDescriptor } from '../../crud/types';
import { FollowImages, FollowRemark } from './Cells';
import { FollowRecordFields } from './Fields';
import { toFieldFiles } from './files';
import { dateColumn } from '../../crud/columns';


export interface FollowRecordValues {
  customerId: string;
  startTime: string;
  endTime: string;
  theme: string;
  remark: string;
  /** The image field's files; the schema keeps name and link of each. */
  imgList: FieldFile[];
}

/**
 * A customer's follow-up records (promote/*FollowRecords), a child of the customer: listed in the
 * customer's detail page (customerId is the list's fixed filter), added and removed there. One
 * descriptor per customer, so the add form carries its customer id. No detail call: the row shows
 * everything, and a record is not edited.
 */
export function followRecordsOf(customerId: string): ResourceDescriptor<FollowRecord, FollowRecordValues> {
  return {
    name: 'followRecords',
    endpoints: { page: customerEndpoints.followRecordPage },
    modes: { add: { endpoint: customerEndpoints.followRecordSubmit, schema: followRecordSchema, permission: 'customer_follow_record' } },
    remove: { endpoint: customerEndpoints.followRecordRemove, permission: 'customer_follow_record' },
    columns: [
      { key: 'theme', width: 160 },
      dateColumn('startTime', { width: 160 }),
      dateColumn('endTime', { width: 160 }),
      { key: 'followerName', width: 100 },
      { key: 'remark', width: 240, exportAs: 'richText', render: (r) => createElement(FollowRemark, { record: r }) },
      // Thumbnails on screen, the pictures' names in the export.
      { key: 'imgList', width: 150, exportAs: { part: 'name' }, render: (r) => createElement(FollowImages, { record: r }) },
    ],
    search: [],
    empty: { customerId, startTime: '', endTime: '', theme: '', remark: '', imgList: [] },
    toValues: (r) => ({ customerId: r.customerId, startTime: r.startTime, endTime: r.endTime, theme: r.theme, remark: r.remark, imgList: toFieldFiles(r.imgList) }),
    Fields: FollowRecordFields,
  };
}
