/**
 * Demo data (issue 13): a full profile (spec 3 §3) for each demo organisation, its administrator as
 * director, docking contacts, and one draft organisation waiting on the operator's draft list.
 */
import type { Executor } from '../db/database';
import { timestamp } from '../db/time';
import { provisionOrganisation } from '../organisations/provision';
import { DEMO_ORGANISATIONS } from './demo-organisations';

const CITIES = [
  { province: '510104', address: '成都市锦江区东大街100号', service: '51,50' },
  { province: '110105', address: '北京市朝阳区建国路88号', service: '00' },
  { province: '310115', address: '上海市浦东新区世纪大道200号', service: '31,32,33' },
  { province: '440305', address: '深圳市南山区科技园南路16号', service: '44' },
];

/** An 18-character unified social credit code of the demo (valid pattern, unique per organisation). */
export const demoCreditCode = (tenantId: string) => `91510100MA6CEM${tenantId.slice(-4)}`;

export async function seedDemoOrgProfiles(db: Executor): Promise<void> {
  const now = timestamp();
  for (const [i, org] of DEMO_ORGANISATIONS.entries()) {
    const city = CITIES[i % CITIES.length];
    const admin = await db.selectFrom('app_user').select(['id', 'real_name', 'phone']).where('account', '=', org.admin.account).executeTakeFirst();
    await db
      .updateTable('tenant')
      .set({
        org_abbr: org.name.replace(/有限责任公司|有限公司|集团/g, '').slice(0, 4),
        reg_no: demoCreditCode(org.tenantId),
        org_legal: org.admin.realName,
        province_codes: city.province,
        org_address: city.address,
        reg_capital: org.category === 'yz' ? '' : ['5000', '1200.5', '800', '300.2500'][i % 4],
        reg_date: `20${String(10 + (i % 10)).padStart(2, '0')}-0${1 + (i % 9)}-15`,
        biz_scope: '工程设计、工程咨询、项目管理、技术服务；建筑信息模型技术开发与应用。',
        people_num: String(20 + i * 15),
        service_codes: city.service,
        reg_pic: `https://files.example.com/demo/licence-${org.tenantId}.png`,
        invoice_email: `invoice${org.tenantId}@example.com`,
        invoice_phone: `139${org.tenantId.padStart(8, '0')}`.slice(0, 11),
        org_phone: `028-8${org.tenantId.slice(-6).padStart(7, '0')}`.slice(0, 13),
        website: `https://www.example.com/${org.tenantId}`,
        main_desc: `${org.name}是平台上的示例组织。`,
        director_user_id: admin?.id ?? '',
        director_name: admin?.real_name ?? '',
        director_phone: admin?.phone ?? '',
        docking_name: '何佳',
        docking_phone: '13900001111',
        we_contact_name: '赵文博',
        we_contact_phone: '13800000000',
        update_time: now,
      })
      .where('tenant_id', '=', org.tenantId)
      .execute();
  }
  // A draft the operator has started and not yet submitted (the draft list's example).
  await provisionOrganisation(
    db,
    {
      name: '天府绿建设计咨询有限公司',
      category: 'sj',
      status: 0,
      profile: {
        org_abbr: '天府绿建',
        reg_no: '91510100MA6CEM9001',
        org_legal: '罗晓东',
        province_codes: '510107',
        org_address: '成都市武侯区人民南路四段9号',
        reg_capital: '600',
        reg_date: '2021-06-18',
        biz_scope: '建筑工程设计、绿色建筑咨询。',
        people_num: '35',
        service_codes: '51',
        invoice_email: 'invoice@tfljsj.example.com',
        invoice_phone: '13900009001',
        org_phone: '028-85550001',
      },
    },
    now,
  );
}
