/** The managed-company statistics (统计报表, /desk/stat): three read-only lists of one shape. */
const statFields = {
  compName: '公司名称',
  code: '组织编码',
  orgCount: '创建组织数',
  monthOrgCount: '本月新增组织',
  contractCount: '合同数',
  contractAmount: '合同金额（元）',
  receivedAmount: '已回款（元）',
} as const;

export const techCompanyStatsZh = { name: '科技公司统计', fields: statFields } as const;
export const mgrCompanyStatsZh = { name: '管理公司统计', fields: statFields } as const;
export const designCompanyStatsZh = { name: '设计公司统计', fields: statFields } as const;
