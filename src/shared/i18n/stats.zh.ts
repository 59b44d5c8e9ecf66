/** The managed-company statistics screen (/desk/stat). */
const statFields = {
  compName: '公司名称',
  code: '组织编码',
  orgCount: '创建组织数',
  monthOrgCount: '本月新增组织',
  contractCount: '合同数',
  contractAmount: '合同金额（元）',
  receivedAmount: '已回款（元）',
} as const;

export const statsZh = {
  title: '统计报表',
  tech: '科技公司',
  mgr: '管理公司',
  design: '设计公司',
  tabs: '公司类别',
} as const;

export const statResourcesZh = {
  techCompanyStats: { name: '科技公司统计', fields: statFields },
  mgrCompanyStats: { name: '管理公司统计', fields: statFields },
  designCompanyStats: { name: '设计公司统计', fields: statFields },
} as const;
