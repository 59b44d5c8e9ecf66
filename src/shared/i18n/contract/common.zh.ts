/** Contracts (issue 16): what every contract kind shares — the status machine's labels and the common messages. */
import { CONTRACT_MESSAGES } from '../../domain/contract';

export const contractCommonZh = {
  resources: {
    /** The one status dialog of every contract kind (contractStatusMachine, resource 'contracts'). */
    contracts: {
      name: '合同',
      statuses: { 0: '草稿', 1: '未签订', 2: '已签订', 3: '已暂停', 4: '已作废', 5: '已归档' },
      fields: { name: '合同名称', code: '合同编号', statusContract: '合同状态' },
    },
  },
  messages: { contract: CONTRACT_MESSAGES },
} as const;
