import { subDays } from 'date-fns';
import { PROJECT_STATUS } from '@shared/domain/project';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { DEMO_ORGANISATIONS } from './demo-organisations';

/** The demo owner unit, resource provider and platform every contracting organisation files with. */
const OWNER = '100005';
const PROVIDER = '100007';
const PLATFORM = '100006';

/** Filing status (baxmzt): 1 tracking, 2 negotiating, 3 abandoned, 4 initiated. */
interface DemoFiling {
  name: string;
  status: 1 | 2 | 3 | 4;
  region: string;
  addr: string;
  type: string;
  industry: string;
  scale: string;
  /** For initiated filings: the project's status (xmzt), tender status (zbzt) and phases (xmjd). */
  project?: { status: number; tender: number; phases: string };
}

const FILINGS: DemoFiling[] = [
  { name: '滨江新区文化艺术中心', status: 4, region: '310115', addr: '滨江大道1288号', type: '1', industry: '1', scale: '总建筑面积约4.2万平方米，地上5层、地下2层', project: { status: PROJECT_STATUS.running, tender: 3, phases: '2,3,4' } },
  { name: '城南污水处理厂提标改造', status: 4, region: '510107', addr: '武侯区机投镇清水河路66号', type: '2', industry: '2', scale: '日处理规模10万吨，提标至地表水准IV类', project: { status: PROJECT_STATUS.paused, tender: 2, phases: '3,4' } },
  { name: '长江大道综合管廊', status: 4, region: '420106', addr: '武昌区长江大道中段', type: '1', industry: '2', scale: '管廊全长6.8公里，三舱断面', project: { status: PROJECT_STATUS.completed, tender: 1, phases: '1,2,3,4,5' } },
  { name: '科创园二期研发楼', status: 2, region: '320102', addr: '玄武区珠江路88号', type: '3', industry: '1', scale: '研发楼两栋，总建筑面积约3万平方米' },
  { name: '老城区雨污分流改造', status: 1, region: '310101', addr: '黄浦区中华路以东片区', type: '2', industry: '2', scale: '改造管网约23公里' },
  { name: '湖畔生态公园景观提升', status: 3, region: '420106', addr: '武昌区东湖路160号', type: '4', industry: '7', scale: '景观提升面积约18公顷' },
];

async function accountId(db: Executor, account: string): Promise<{ id: string; name: string }> {
  const user = await db.selectFrom('app_user').select(['id', 'real_name']).where('account', '=', account).executeTakeFirstOrThrow();
  return { id: user.id, name: user.real_name };
}

async function party(db: Executor, tenantId: string) {
  const t = await db.selectFrom('tenant').select(['tenant_id', 'name', 'code']).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  return { party_tenant_id: t.tenant_id, party_name: t.name, party_code: t.code };
}

/**
 * Demo filings and projects: every contracting organisation (ss, kj, gl, sj, pt) has six filings in
 * each filing status, three of them initiated as projects (running, paused, completed) with the demo
 * owner unit, resource provider and platform as parties. Demo data only, into an empty database.
 */
export async function seedDemoProjects(db: Executor): Promise<void> {
  if (await db.selectFrom('project_record').select('id').limit(1).executeTakeFirst()) return;
  const owner = await party(db, OWNER);
  const provider = await party(db, PROVIDER);
  const contracting = DEMO_ORGANISATIONS.filter((o) => ['ss', 'kj', 'gl', 'sj', 'pt'].includes(o.category) && o.tenantId !== '000000');
  for (const [n, org] of contracting.entries()) {
    const admin = await accountId(db, org.admin.account);
    const manager = await accountId(db, `${org.category}_manager`);
    const dept = await db.selectFrom('dept').select('id').where('tenant_id', '=', org.tenantId).where('parent_id', '=', '0').orderBy('sort').executeTakeFirstOrThrow();
    // The demo platform unit is every project's main platform (its own included: a platform unit runs its own projects).
    const platform = await party(db, PLATFORM);
    for (const [i, f] of FILINGS.entries()) {
      const created = timestamp(subDays(new Date(), 60 - i * 7 - n));
      const recordId = newId();
      const recordCode = `BA${org.tenantId}${String(i + 1).padStart(3, '0')}`;
      const owned = { tenant_id: org.tenantId, create_user: manager.id, create_dept: dept.id, create_time: created, update_time: created };
      await db
        .insertInto('project_record')
        .values({
          ...owned,
          id: recordId,
          name: f.name,
          code: recordCode,
          status: f.status,
          status_time: created,
          region_id: f.region,
          detail_addr: f.addr,
          type: f.type,
          main_industry: f.industry,
          other_industry: '',
          scale: f.scale,
          remark: '',
          owner_tenant_id: OWNER,
          owner_name: owner.party_name,
          owner_code: owner.party_code,
        })
        .execute();
      await db.insertInto('project_party').values({ id: newId(), tenant_id: org.tenantId, subject: 'record', subject_id: recordId, role: 'provider', ...provider, is_main: 0, sort: 0 }).execute();
      if (!f.project) continue;
      const projectId = newId();
      await db
        .insertInto('project')
        .values({
          ...owned,
          id: projectId,
          record_id: recordId,
          record_code: recordCode,
          record_name: f.name,
          code: `XM${org.tenantId}${String(i + 1).padStart(3, '0')}`,
          name: f.name,
          type: f.type,
          phase_keys: f.project.phases,
          main_industry: f.industry,
          other_industry: '',
          region_id: f.region,
          detail_addr: f.addr,
          scale: f.scale,
          remark: '',
          status_initiation: f.project.status,
          status_tender: f.project.tender,
          status_contract: 1,
          is_direct_sign: 0,
          owner_tenant_id: OWNER,
          owner_name: owner.party_name,
          owner_code: owner.party_code,
          mgr_biz_person: manager.id,
          mgr_biz_person_name: manager.name,
          mgr_operate: admin.id,
          mgr_operate_name: admin.name,
          status_time: created,
        })
        .execute();
      await db
        .insertInto('project_party')
        .values([
          { id: newId(), tenant_id: org.tenantId, subject: 'project', subject_id: projectId, role: 'provider', ...provider, is_main: 0, sort: 0 },
          { id: newId(), tenant_id: org.tenantId, subject: 'project', subject_id: projectId, role: 'platform', ...platform, is_main: 1, sort: 0 },
        ])
        .execute();
    }
  }
}
