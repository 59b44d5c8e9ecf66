import type { FastifyInstance } from 'fastify';
import { promotionEndpoints } from '@shared/api/platformSettingsEndpoints';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { PROMOTION_BUTTONS } from '@shared/domain/platformButtons';
import {
  PROMOTION_MESSAGES,
  promotionFollowSchema,
  promotionJoinSchema,
  promotionLeadPageQuerySchema,
  promotionOpen,
  promotionPageQuerySchema,
  promotionSchema,
  type Promotion,
  type PromotionLead,
  type PublicPromotion,
} from '@shared/domain/promotion';
import { idSchema } from '@shared/domain/fields';
import { richTextLength } from '@shared/domain/followRecord';
import { GuardRefusal, takeHits, type GuardKey } from '../../auth/rate-guards';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import type { PromotionLeadTable, PromotionTable } from '../../db/schema-platformSettings';
import { timestamp } from '../../db/time';
import { equals, like, registerResource } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { cleanRichText } from '../../text/richText';
import { operatorAdministratorApp } from './operator-admin-app';

type PromotionRow = PromotionTable & { create_user_name: string | null };
type PromotionSubmit = { title: string; content: string; startTime: string; endTime: string; status: number };

/** Sign-ups one address may send per hour: enough for a stand at a fair behind one address, not for a flood. */
const JOINS_PER_ADDRESS_HOURLY = 20;

function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    title: row.title,
    content: cleanRichText(row.content),
    startTime: row.start_time,
    endTime: row.end_time,
    status: row.status === 1 ? 1 : 0,
    joinCount: 0,
    createUserName: row.create_user_name ?? '',
    createTime: row.create_time,
  };
}

function toLead(row: PromotionLeadTable): PromotionLead {
  return {
    id: row.id,
    promotionId: row.promotion_id,
    name: row.name,
    company: row.company,
    phone: row.phone,
    remark: row.remark,
    followStatus: row.follow_status as PromotionLead['followStatus'],
    followRemark: row.follow_remark,
    // The follower's id until enrich names them.
    followUserName: row.follow_user,
    followTime: row.follow_time,
    createTime: row.create_time,
  };
}

const columns = (i: PromotionSubmit) => ({ title: i.title, content: cleanRichText(i.content), start_time: i.startTime, end_time: i.endTime, status: i.status });

async function publishedPromotion(ctx: AppContext, id: string): Promise<PromotionTable> {
  const row = await ctx.db.selectFrom('promotion').selectAll().where('tenant_id', '=', OPERATOR_TENANT).where('id', '=', id).where('status', '=', 1).executeTakeFirst();
  if (!row) throw new HttpError(400, PROMOTION_MESSAGES.promotionNotFound);
  return row;
}

/**
 * Promotions (spec 1 §2 /promotion, §7 promote/*; docs/decisions.md): the operator administrator's
 * campaigns (page, detail, submit, remove) and their leads (leads, follow-lead, remove-leads); the
 * public page's read (public-detail) and sign-up (join), limited per address. promote/*FollowRecords
 * stay the customers' follow-up records (follow-records.ts).
 */
export function registerPromotionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = operatorAdministratorApp(app, ctx);
  registerResource(admin, ctx, {
    table: 'promotion',
    operatorOnly: true,
    notFound: PROMOTION_MESSAGES.promotionNotFound,
    buttons: { add: PROMOTION_BUTTONS.add, edit: PROMOTION_BUTTONS.edit, remove: PROMOTION_BUTTONS.remove },
    creator: 'name',
    columns: { updateTime: true },
    endpoints: { page: promotionEndpoints.page, detail: promotionEndpoints.detail, submit: promotionEndpoints.submit, remove: promotionEndpoints.remove },
    schemas: { page: promotionPageQuerySchema, submit: promotionSchema },
    filters: { title: like('title'), status: equals('status') },
    toRecord: toPromotion,
    enrich: async (db) => {
      const counts = await db.selectFrom('promotion_lead').select((eb) => ['promotion_id', eb.fn.countAll().as('n')]).groupBy('promotion_id').execute();
      const joined = new Map(counts.map((c) => [c.promotion_id, Number(c.n)]));
      return (p) => ({ ...p, joinCount: joined.get(p.id) ?? 0 });
    },
    toInsert: columns,
    toUpdate: columns,
    // Content that was only markup the sanitiser removes (a script) is no content.
    beforeWrite: (_trx, input: PromotionSubmit) => {
      const content = cleanRichText(input.content);
      if (richTextLength(content) === 0 && !/<img\s/i.test(content)) throw new HttpError(400, PROMOTION_MESSAGES.promotionContent);
    },
    removeDependents: async (trx, tenantId, ids) => {
      await trx.deleteFrom('promotion_lead').where('tenant_id', '=', tenantId).where('promotion_id', 'in', ids).execute();
    },
  });

  registerResource(admin, ctx, {
    table: 'promotion_lead',
    operatorOnly: true,
    notFound: PROMOTION_MESSAGES.promotionLeadNotFound,
    buttons: { remove: PROMOTION_BUTTONS.remove },
    parent: { table: 'promotion', column: 'promotion_id', field: 'promotionId', notFound: PROMOTION_MESSAGES.promotionNotFound },
    endpoints: { page: promotionEndpoints.leads, remove: promotionEndpoints.removeLeads },
    schemas: { page: promotionLeadPageQuerySchema },
    filters: { followStatus: equals('follow_status'), phone: like('phone') },
    toRecord: toLead,
    enrich: async (db) => {
      const users = await db.selectFrom('app_user').select(['id', 'real_name']).where('id', 'in', db.selectFrom('promotion_lead').select('follow_user')).execute();
      const names = new Map(users.map((u) => [u.id, u.real_name]));
      return (l) => ({ ...l, followUserName: names.get(l.followUserName) ?? '' });
    },
    updates: [
      {
        endpoint: promotionEndpoints.follow,
        schema: promotionFollowSchema,
        button: PROMOTION_BUTTONS.follow,
        toUpdate: (i: { followStatus: number; followRemark: string }, caller) => ({ follow_status: i.followStatus, follow_remark: i.followRemark, follow_user: caller.userId, follow_time: timestamp() }),
      },
    ],
  });

  route(
    app,
    ctx,
    promotionEndpoints.publicDetail,
    async (req): Promise<PublicPromotion> => {
      const { id } = parseInput(idSchema, req.query);
      const row = await publishedPromotion(ctx, id);
      const p = { id: row.id, title: row.title, content: cleanRichText(row.content), startTime: row.start_time, endTime: row.end_time };
      return { ...p, open: promotionOpen({ ...p, status: row.status }, timestamp()) };
    },
    { public: true },
  );

  route(
    app,
    ctx,
    promotionEndpoints.join,
    async (req) => {
      const input = parseInput(promotionJoinSchema, req.body);
      const guard: GuardKey = { policy: { kind: 'window', scope: 'promotion-join', limit: JOINS_PER_ADDRESS_HOURLY, windowSeconds: 3600 }, subject: req.ip, refusal: PROMOTION_MESSAGES.promotionJoinTooMany };
      try {
        await takeHits(ctx.db, [guard]);
      } catch (err) {
        if (err instanceof GuardRefusal) throw new HttpError(429, err.message);
        throw err;
      }
      const row = await publishedPromotion(ctx, input.promotionId);
      const now = timestamp();
      if (!promotionOpen({ status: row.status, startTime: row.start_time, endTime: row.end_time }, now)) throw new HttpError(400, PROMOTION_MESSAGES.promotionClosed);
      await ctx.db.transaction().execute(async (trx) => {
        const again = await trx.selectFrom('promotion_lead').select('id').where('promotion_id', '=', row.id).where('phone', '=', input.phone).executeTakeFirst();
        if (again) throw new HttpError(400, PROMOTION_MESSAGES.promotionJoined);
        await trx
          .insertInto('promotion_lead')
          .values({ id: newId(), tenant_id: OPERATOR_TENANT, promotion_id: row.id, name: input.name, company: input.company, phone: input.phone, remark: input.remark, follow_status: 0, follow_remark: '', follow_user: '', follow_time: '', create_user: '', create_time: now })
          .execute();
      });
      return null;
    },
    { public: true, message: PROMOTION_MESSAGES.promotionJoinThanks },
  );
}
