import { subDays } from 'date-fns';
import { EXPERT_STATUS } from '@shared/domain/expertCert';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';

/**
 * Demo experts in each state of the review (issue 15): certified st_staff (reviewed by 100009) and
 * sj_staff (100004), kj_staff pending at 100002, gl_staff rejected at 100003 with the reason. Staff
 * accounts, so the administrators' and managers' personal centres start uncertified as before.
 */
const EXPERTS = [
  { account: 'st_staff', tenantId: '100009', reviewer: 'st_admin', status: EXPERT_STATUS.certified, reason: '', industry: '建筑工程', majorName: '结构设计', days: 20 },
  { account: 'sj_staff', tenantId: '100004', reviewer: 'sj_admin', status: EXPERT_STATUS.certified, reason: '', industry: '市政工程', majorName: '给排水', days: 15 },
  { account: 'kj_staff', tenantId: '100002', reviewer: '', status: EXPERT_STATUS.reviewing, reason: '', industry: '建筑工程', majorName: '建筑设计', days: 2 },
  { account: 'gl_staff', tenantId: '100003', reviewer: 'gl_admin', status: EXPERT_STATUS.rejected, reason: '资格证书照片不清晰，请重新上传', industry: '水利工程', majorName: '水工结构', days: 8 },
] as const;

export async function seedDemoExperts(db: Executor): Promise<void> {
  for (const e of EXPERTS) {
    const user = await db.selectFrom('app_user').select(['id', 'real_name', 'phone']).where('account', '=', e.account).executeTakeFirstOrThrow();
    const reviewer = e.reviewer ? await db.selectFrom('app_user').select('real_name').where('account', '=', e.reviewer).executeTakeFirstOrThrow() : undefined;
    const org = await db.selectFrom('tenant').select('name').where('tenant_id', '=', e.tenantId).executeTakeFirstOrThrow();
    const submitted = timestamp(subDays(new Date(), e.days));
    await db
      .insertInto('expert_cert')
      .values({
        user_id: user.id,
        tenant_id: e.tenantId,
        phone: user.phone,
        real_name: user.real_name,
        area_code: '110101',
        sex: '1',
        position: '高级工程师',
        educational: '3',
        university: '同济大学',
        major: '土木工程',
        industry_name: e.industry,
        major_name: e.majorName,
        certificate: `https://files.example.com/demo/cert-${e.account}-1.png,https://files.example.com/demo/cert-${e.account}-2.png`,
        status: e.status,
        reason: e.reason,
        submit_time: submitted,
        review_user: reviewer?.real_name ?? '',
        review_org: reviewer ? org.name : '',
        review_time: reviewer ? timestamp(subDays(new Date(), e.days - 1)) : '',
      })
      .execute();
    if (e.account === 'st_staff') {
      const now = timestamp();
      await db
        .insertInto('expert_info')
        .values({ id: newId(), tenant_id: e.tenantId, user_id: user.id, no: 'ZJ-2026-001', name: user.real_name, area_code: '110101', addr: '东城区东长安街1号', birthday: '1980-05-12', educational: '3', degree: '2', university: '同济大学', major: '土木工程', position: '高级工程师', phone: user.phone, create_user: user.id, create_time: now, update_time: now })
        .execute();
    }
  }
}
