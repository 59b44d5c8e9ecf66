import { ARCHIVE_COMPLETION } from '@shared/domain/projectArchive';
import { OUTCOME_ARCHIVE } from '@shared/domain/phaseOutcome';
import { PROJECT_STATUS } from '@shared/domain/project';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';

/** Materials of every demo project: [xmzlfl type, file name, remark]. */
const MATERIALS: [string, string, string][] = [
  ['1', '设计合同及补充协议', '合同正本已归档至档案室'],
  ['3', '方案评审会议纪要', ''],
  ['4', '业主意见征询函', '含业主回函'],
];

/** Outcome names by xmjd phase key, and their outcome type (cglx) and drawing discipline (tzzy). */
const OUTCOMES: Record<string, [string, string, string]> = {
  '1': ['可行性研究报告', '3', ''],
  '2': ['方案设计文本', '3', '1'],
  '3': ['初步设计图纸', '1', '1'],
  '4': ['施工图设计图纸', '1', '2'],
  '5': ['施工配合技术联系单', '5', ''],
};

/**
 * Demo materials, archive files and phase outcomes on the demo projects: three materials each, one
 * archive (completed on a completed project), and an outcome for each of the project's first two
 * phases (archived on a completed project). Demo rows carry no files: the storage is empty on a
 * first start, so attachments come from real uploads (docs/decisions.md). Demo data only.
 */
export async function seedDemoProjectArchives(db: Executor): Promise<void> {
  if (await db.selectFrom('project_material').select('id').limit(1).executeTakeFirst()) return;
  const projects = await db.selectFrom('project').selectAll().orderBy('tenant_id').orderBy('code').execute();
  for (const p of projects) {
    const completed = p.status_initiation === PROJECT_STATUS.completed;
    const base = { tenant_id: p.tenant_id, project_id: p.id, project_name: p.name, project_code: p.code, create_user: p.create_user, create_dept: p.create_dept };
    // Days after the project was created, never later than now.
    const at = (days: number) => timestamp(new Date(Math.min(Date.now(), new Date(p.create_time.replace(' ', 'T')).getTime() + days * 86_400_000)));
    for (const [n, [type, fileName, remark]] of MATERIALS.entries()) {
      const time = at(3 + n * 5);
      await db
        .insertInto('project_material')
        .values({ ...base, id: newId(), type, file_name: fileName, attach_list: '[]', archive_time: time, remark, create_time: time, update_time: time })
        .execute();
    }
    const archived = at(30);
    await db
      .insertInto('project_archive')
      .values({
        ...base,
        id: newId(),
        type: completed ? '4' : '2',
        file_name: completed ? `${p.name}竣工资料` : `${p.name}过程资料`,
        attach_list: '[]',
        archive_time: archived,
        remark: '',
        status: completed ? ARCHIVE_COMPLETION.completed : ARCHIVE_COMPLETION.open,
        create_time: archived,
        update_time: archived,
      })
      .execute();
    for (const [n, phase] of p.phase_keys.split(',').slice(0, 2).entries()) {
      const [name, hflx, tzzy] = OUTCOMES[phase] ?? ['阶段成果', '5', ''];
      const time = at(10 + n * 10);
      await db
        .insertInto('phase_outcome')
        .values({
          ...base,
          id: newId(),
          phase_key: phase,
          hflx,
          tzzy,
          name,
          remark: '',
          attach: '[]',
          attach_size: 0,
          is_archive: completed ? OUTCOME_ARCHIVE.archived : OUTCOME_ARCHIVE.open,
          create_time: time,
          update_time: time,
        })
        .execute();
    }
  }
}
