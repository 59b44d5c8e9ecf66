/** The status log of one contract of any kind of the caller's organisation (detail pages' 状态记录). */
import type { ContractLogQuery, ContractStatusLog } from '../domain/contractLog';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

export const contractLogEndpoints = {
  page: { module: 'contract', method: 'GET', path: 'contract-log/list' } as Endpoint<Partial<ContractLogQuery>, Page<ContractStatusLog>>,
};
