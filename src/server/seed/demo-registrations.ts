import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { insertEnterpriseRegistration } from '../repositories/registrations';
import { findUserByAccount } from '../repositories/users';

/**
 * Demo applications for the operator's approval list (CEM_DEMO only): one waiting and one refused,
 * both by the demo account `multi`, so /organization/registration and multi's reg tab show each state.
 */
export async function seedDemoRegistrations(db: Executor): Promise<void> {
  const applicant = await findUserByAccount(db, 'multi');
  if (!applicant) return;
  const now = timestamp();
  const base = { user_id: applicant.id, org_category: 'sj', legal: '周明远', province_codes: '330106', contacts: '周明远', phone: '13800000099', created_tenant_id: '', create_time: now };
  await insertEnterpriseRegistration(db, { ...base, id: newId(), name: '西湖景观设计工作室有限公司', remark: '主营园林景观设计', status: 'pending', refuse_reason: '', review_user: '', review_time: '' });
  await insertEnterpriseRegistration(db, { ...base, id: newId(), name: '钱塘数字设计有限公司', remark: '', status: 'refused', refuse_reason: '营业执照信息与企业名称不一致，请核对后重新申请', review_user: '', review_time: now });
}
