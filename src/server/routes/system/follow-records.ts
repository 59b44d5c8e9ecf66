import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { customerEndpoints } from '@shared/api/customerEndpoints';
import { CUSTOMER_MESSAGES } from '@shared/domain/customer';
import { idsSchema } from '@shared/domain/fields';
import { FOLLOW_RECORD_MESSAGES, followRecordPageQuerySchema, followRecordSchema, richTextLength, type FollowImage, type FollowRecord } from '@shared/domain/followRecord';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { cleanRichText } from '../../text/richText';
import { findFollowRecord, insertFollowRecord, pageFollowRecords, removeFollowRecords, updateFollowRecord, type FollowRecordRow } from '../../repositories/follow-records';
import { findTenantRow } from '../../repositories/tenant-rows';

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
    followerName: row.follower_name ?? '',
    imgList: readImages(row.img_list),
    createTime: row.create_time,
  };
}

/** promote/pageFollowRecords, submitFollowRecords, removeFollowRecords: records of the caller's own customers. */
export function registerFollowRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const requireCustomer = async (tenantId: string, customerId: string) => {
    if (!(await findTenantRow(ctx.db, 'customer', tenantId, customerId))) throw new HttpError(400, CUSTOMER_MESSAGES.notFound);
  };

  route(app, ctx, customerEndpoints.followRecordPage, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(followRecordPageQuerySchema, req.query);
    await requireCustomer(caller.tenantId, q.customerId);
    const { rows, total } = await pageFollowRecords(ctx.db, caller.tenantId, q.customerId, q);
    return pageOf(rows.map(toRecord), total, q.current, q.size);
  });

  route(app, ctx, customerEndpoints.followRecordSubmit, async (req) => {
    const caller = callerOf(req);
    const input = parseInput(followRecordSchema, req.body);
    await requireCustomer(caller.tenantId, input.customerId);
    const remark = cleanRichText(input.remark);
    // Details that were only markup the sanitiser removed (a script) are no details.
    if (richTextLength(remark) === 0 && !/<img\s/i.test(remark)) throw new HttpError(400, FOLLOW_RECORD_MESSAGES.followRemark);
    const values = {
      customer_id: input.customerId,
      start_time: input.startTime,
      end_time: input.endTime,
      theme: input.theme,
      remark,
      img_list: JSON.stringify(input.imgList),
    };
    let id = input.id;
    if (id) {
      // An edit keeps its follower: the record says who followed the customer up.
      const existing = await findFollowRecord(ctx.db, caller.tenantId, id);
      if (!existing || existing.customer_id !== input.customerId) throw new HttpError(400, FOLLOW_RECORD_MESSAGES.followNotFound);
      await updateFollowRecord(ctx.db, caller.tenantId, id, values);
      req.successMessage = MESSAGES.updated;
    } else {
      id = newId();
      await insertFollowRecord(ctx.db, caller.tenantId, { ...values, id, create_user: caller.userId, create_time: timestamp() });
      req.successMessage = MESSAGES.created;
    }
    return toRecord((await findFollowRecord(ctx.db, caller.tenantId, id))!);
  });

  route(
    app,
    ctx,
    customerEndpoints.followRecordRemove,
    async (req) => {
      const caller = callerOf(req);
      const { ids } = parseInput(idsSchema, { ...(req.query as object), ...(req.body as object) });
      if (!(await removeFollowRecords(ctx.db, caller.tenantId, [...new Set(ids)]))) throw new HttpError(400, FOLLOW_RECORD_MESSAGES.followNotFound);
      return null;
    },
    { message: MESSAGES.deleted },
  );
}
