import { subDays } from 'date-fns';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { insertNotices, markNoticeRead } from '../repositories/notices';

/** Demo notices of every organisation: two open (status 1), one closed (status 0). */
const DEMO_NOTICES = [
  {
    category: 1,
    status: 1,
    daysAgo: 1,
    title: '关于系统升级维护的通知',
    content: '<p>为提升系统稳定性，平台将于本周六22:00至次日02:00进行升级维护，期间暂停服务，请提前做好工作安排。</p>',
  },
  {
    category: 1,
    status: 1,
    daysAgo: 3,
    title: '2026年度项目档案归档工作安排',
    content: '<p>请各项目组于每阶段成果提交后五个工作日内完成归档，归档资料须包含盖章版图纸及计算书。</p>',
  },
  {
    category: 2,
    status: 0,
    daysAgo: 10,
    title: '关于规范合同附件上传的提示',
    content: '<p>合同扫描件请上传清晰完整的PDF文件，单个文件不超过100MB。</p>',
  },
] as const;

/** Seeds the organisation's notices; `readBy` has already read the newest one. */
export async function seedNotices(db: Executor, tenantId: string, authorId: string, readBy: string): Promise<void> {
  const now = new Date();
  const rows = DEMO_NOTICES.map((n) => ({
    id: newId(),
    tenant_id: tenantId,
    category: n.category,
    title: n.title,
    content: n.content,
    status: n.status,
    create_user: authorId,
    create_time: timestamp(subDays(now, n.daysAgo)),
  }));
  await insertNotices(db, rows);
  await markNoticeRead(db, tenantId, readBy, rows[0].id, timestamp(now));
}
