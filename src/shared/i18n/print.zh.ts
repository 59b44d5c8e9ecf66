/** Print and PDF of a contract's detail and an invoice (issue 18): the actions, the print view's own words and the core's messages. */
import { PRINT_MESSAGES } from '../domain/print';

export const printZh = {
  resources: {
    print: {
      actions: { print: '打印', pdf: '导出PDF' },
      titles: { ownerContract: '业主项目合同', ownerInvoice: '业主发票', platformInvoice: '平台发票' },
      printedBy: '打印人',
      printedAt: '打印时间',
      projects: '关联项目',
      noProjects: '暂无关联项目',
      loading: '正在准备打印…',
      saved: 'PDF已保存：{{path}}',
      logo: '{{org}}的标志',
    },
  },
  messages: { print: PRINT_MESSAGES },
} as const;
