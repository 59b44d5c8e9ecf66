/** Issue 18: the data board's home (/board/index) labels and the head statistics' messages, wired by zh.screens.ts. */
import { BOARD_MESSAGES } from '../../domain/board';

export const boardIndexZh = {
  resources: {
    boardIndex: {
      projects: '项目总数',
      projectStatuses: { '1': '待立项', '2': '进行中', '3': '已暂停', '4': '已完成', '5': '已终止' },
      signedYear: '本年签约金额',
      signedTotal: '累计签约金额',
      contracts: '{{count}} 份合同',
      invoiced: '累计开票',
      arrived: '累计到账',
      receivable: '应收未到账',
      paidOut: '累计付款',
      yuan: '元',
      map: '项目分布与合同金额',
      mapProjects: '项目数',
      mapAmount: '合同金额（元）',
      trend: '近12个月签约与到账',
      trendSigned: '签约金额',
      trendArrived: '到账金额',
      partners: '主要合作单位（按签约金额）',
      partnerCounts: '合作单位',
      refresh: '刷新数据',
      noData: '暂无数据',
      updatedAt: '数据时间 {{time}}',
      offline: '网络已断开，显示 {{time}} 的数据',
    },
  },
  messages: { board: BOARD_MESSAGES },
} as const;
