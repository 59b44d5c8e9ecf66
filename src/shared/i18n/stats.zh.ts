/** The managed-company statistics screen (/desk/stat): its title and tabs; the lists' labels are in resources/stats.zh.ts. */
export const statsZh = {
  title: '统计报表',
  tech: '科技公司',
  mgr: '管理公司',
  design: '设计公司',
  tabs: '公司类别',
} as const;
