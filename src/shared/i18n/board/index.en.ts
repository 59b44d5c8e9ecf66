/** English twin of index.zh.ts. */
import type { BOARD_MESSAGES } from '../../domain/board';
import type { Twin } from '../twin';
import type { boardIndexZh } from './index.zh';

const messages: Record<keyof typeof BOARD_MESSAGES, string> = {
  refused: 'Your organisation type cannot view the data board',
};

export const boardIndexEn: Twin<typeof boardIndexZh> = {
  resources: {
    boardIndex: {
      projects: 'Projects',
      projectStatuses: { '1': 'Pending', '2': 'Running', '3': 'Paused', '4': 'Completed', '5': 'Terminated' },
      signedYear: 'Signed this year',
      signedTotal: 'Signed in total',
      contracts: '{{count}} contracts',
      invoiced: 'Invoiced',
      arrived: 'Received',
      receivable: 'Receivable',
      paidOut: 'Paid out',
      yuan: 'yuan',
      map: 'Projects and contract amounts by province',
      mapProjects: 'Projects',
      mapAmount: 'Contract amount (yuan)',
      trend: 'Signed and received, last 12 months',
      trendSigned: 'Signed',
      trendArrived: 'Received',
      partners: 'Top partners by signed amount',
      partnerCounts: 'Partners',
      refresh: 'Refresh data',
      noData: 'No data',
      updatedAt: 'Data as of {{time}}',
      offline: 'Offline: showing the data of {{time}}',
    },
  },
  messages: { board: messages },
};
