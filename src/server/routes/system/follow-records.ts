import type { FastifyInstance } from 'fastify';
import { customerEndpoints } from '@shared/api/customerEndpoints';
import { CUSTOMER_MESSAGES } from '@shared/domain/customer';
import { FOLLOW_RECORD_MESSAGES, followRecordPageQuerySchema, followRecordSchema, richTextLength, type FollowImage, type FollowRecord } from '@shared/domain/followRecord';
import type { AppContext } from '../../context';
import type { CustomerFollowTable } from '../../db/schema-customers';
import { registerResource } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { cleanRichText } from '../../text/richText';

type FollowRecordRow = CustomerFollowTable & { create_user_name: string | null };

function readImages(text: string): FollowImage[] {
  try {
    const parsed: unknown = JSON.parse(text || '[]');
    return Array.isArray(parsed) ? (parsed as FollowImage[]) : [];
  } catch {
    return [];
  }
}

function toRecord(row: FollowRecordRow): FollowRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    startTime: row.start_time,
    endTime: row.end_time,
    theme: row.theme,
    remark: row.remark,
    // The follower is whoever wrote the record; an edit by someone else keeps them.
    followerName: row.create_user_name ?? '',
    imgList: readImages(row.img_list),
    createTime: row.create_time,
  };
}

/**
 * promote/pageFollowRecords, submitFollowRecords, removeFollowRecords: the records of a customer of
 * the caller's organisation — a child resource of customers on the builder.
 */
export function registerFollowRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const columns = (input: { customerId: string; startTime: string; endTime: string; theme: string; remark: string; imgList: FollowImage[] }) => ({
    customer_id: input.customerId,
    start_time: input.startTime,
    end_time: input.endTime,
    theme: input.theme,
    remark: cleanRichText(input.remark),
    img_list: JSON.stringify(input.imgList),
  });

  registerResource(app, ctx, {
    table: 'customer_follow',
    // The data scopes' name for follow-ups (SCOPED_RESOURCES); they are also inside their customer's scope.
    name: 'follow-record',
    endpoints: { page: customerEndpoints.followRecordPage, submit: customerEndpoints.followRecordSubmit, remove: customerEndpoints.followRecordRemove },
    schemas: { page: followRecordPageQuerySchema, submit: followRecordSchema },
    notFound: FOLLOW_RECORD_MESSAGES.followNotFound,
    parent: { table: 'customer', column: 'customer_id', field: 'customerId', notFound: CUSTOMER_MESSAGES.notFound },
    creator: 'name',
    sort: { columns: { startTime: 'start_time', createTime: 'create_time' }, default: [['start_time', 'desc'], ['create_time', 'desc']] },
    toRecord,
    toInsert: columns,
    toUpdate: columns,
    // Details that were only markup the sanitiser removes (a script) are no details.
    beforeWrite: (_trx, input) => {
      const remark = cleanRichText(input.remark);
      if (richTextLength(remark) === 0 && !/<img\s/i.test(remark)) throw new HttpError(400, FOLLOW_RECORD_MESSAGES.followRemark);
    },
  });
}
