/** Review rows as the API answers them, with what a page needs looked up once per page. */
import type { ReviewExpert, ReviewFile, ReviewOpinion } from '@shared/domain/review';
import type { Executor } from '../db/database';
import type { ReviewExpertTable, ReviewFileTable, ReviewOpinionTable } from '../db/schema-reviews';
import { readAttach } from './access';

export type ReviewFileRow = ReviewFileTable & { create_user_name?: string | null };

/** Files with their project's name, their experts' names and how many opinions they have. */
export async function reviewFileRecords(db: Executor, rows: ReviewFileRow[]): Promise<ReviewFile[]> {
  if (!rows.length) return [];
  const fileIds = rows.map((r) => r.id);
  const projectIds = [...new Set(rows.map((r) => r.project_id))];
  const projects = await db.selectFrom('project').select(['id', 'name']).where('id', 'in', projectIds).execute();
  const experts = await db.selectFrom('review_expert').select(['file_id', 'expert_name']).where('file_id', 'in', fileIds).orderBy('create_time').orderBy('id').execute();
  const opinions = await db.selectFrom('review_opinion').select(['file_id']).where('file_id', 'in', fileIds).execute();
  const projectName = new Map(projects.map((p) => [p.id, p.name]));
  return rows.map((r) => ({
    id: r.id,
    tenantId: r.tenant_id,
    projectId: r.project_id,
    projectName: projectName.get(r.project_id) ?? '',
    phaseKey: r.phase_key,
    name: r.name,
    attach: readAttach(r.attach),
    planFinishTime: r.plan_finish_time,
    reviewRequire: r.review_require,
    isArchive: Number(r.is_archive) === 1 ? 1 : 0,
    archiveTime: r.archive_time,
    expertNames: experts
      .filter((e) => e.file_id === r.id)
      .map((e) => e.expert_name)
      .join(','),
    opinionCount: opinions.filter((o) => o.file_id === r.id).length,
    createUserName: r.create_user_name ?? '',
    createTime: r.create_time,
  }));
}

export function reviewExpertRecord(r: ReviewExpertTable): ReviewExpert {
  return { id: r.id, fileId: r.file_id, expertUserId: r.expert_user_id, expertName: r.expert_name, expertPhone: r.expert_phone, expertOrgName: r.expert_org_name, createTime: r.create_time };
}

export type ReviewOpinionRow = ReviewOpinionTable & { create_user_name: string | null; project_name: string | null; phase_key: string | null };

export function reviewOpinionRecord(r: ReviewOpinionRow): ReviewOpinion {
  return {
    id: r.id,
    fileId: r.file_id,
    projectName: r.project_name ?? '',
    phaseKey: r.phase_key ?? '',
    hasOpinion: Number(r.has_opinion) === 1 ? 1 : 0,
    attach: readAttach(r.attach),
    remark: r.remark,
    createUser: r.create_user,
    createUserName: r.create_user_name ?? '',
    createDeptName: r.expert_org_name,
    createTime: r.create_time,
  };
}
