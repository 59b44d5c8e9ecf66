import { subDays } from 'date-fns';
import { PUBLICATION_STATUS } from '@shared/domain/publication';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';

const OWNER = '100001';
const PUBLISHER = '100010';

/**
 * One publication task (publishing) on the running demo project of 100001, sent to the demo publisher
 * 100010, so both sides meet a filled list. Its attachment is recorded like an upload's, but the demo
 * has no stored object behind it: downloading it says the file does not exist. Demo data only.
 */
export async function seedDemoPublications(db: Executor): Promise<void> {
  if (await db.selectFrom('archive_publication').select('id').limit(1).executeTakeFirst()) return;
  const project = await db
    .selectFrom('project')
    .selectAll()
    .where('tenant_id', '=', OWNER)
    .where('status_initiation', '=', 2)
    .orderBy('create_time')
    .executeTakeFirst();
  const publisher = await db.selectFrom('tenant').select(['tenant_id', 'name', 'code']).where('tenant_id', '=', PUBLISHER).executeTakeFirst();
  if (!project || !publisher) return;
  const created = timestamp(subDays(new Date(), 5));
  const planned = `${timestamp(subDays(new Date(), -20)).slice(0, 10)} 18:00:00`;
  const attachId = newId();
  const objectName = `${OWNER}/demo/publication_施工图设计_${Date.now()}.pdf`;
  await db
    .insertInto('attach')
    .values({
      id: attachId,
      tenant_id: OWNER,
      user_id: project.create_user,
      name: objectName.split('/').pop()!,
      original_name: '施工图设计.pdf',
      ext: 'pdf',
      size: 24_576_000,
      oss_name: objectName,
      link: '',
      domain: '',
      create_time: created,
    })
    .execute();
  await db
    .insertInto('archive_publication')
    .values({
      id: newId(),
      tenant_id: OWNER,
      project_id: project.id,
      name: `${project.name}施工图`,
      type: '1',
      phase_key: project.phase_keys.split(',').pop() ?? '4',
      paper_size: 'A1,A3',
      paper_type: '1,2',
      publishing_num: 8,
      published_num: 0,
      remark: '加急，按专业分册装订',
      description: '施工图设计成果出版，含建筑、结构、机电全套图纸',
      completion_time: planned,
      real_completion_time: '',
      status: PUBLICATION_STATUS.publishing,
      team_tenant_id: publisher.tenant_id,
      team_name: publisher.name,
      team_code: publisher.code,
      file_id: attachId,
      attach_name: '施工图设计.pdf',
      attach_link: '',
      attach_size: 24_576_000,
      oss_name: objectName,
      create_user: project.create_user,
      create_dept: project.create_dept,
      create_time: created,
      update_time: created,
    })
    .execute();
}
