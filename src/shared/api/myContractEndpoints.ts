/**
 * My contracts and the supplement (spec 2 §7 "My contract / supplement": GET my-contract/list,
 * /{a}/{b}; POST submit, remove/{ids}, supplement). The detail is my-contract/{id}/{kind} (and
 * my-contract/detail?id&kind for the list's view drawer, which asks by id alone); submit adds or edits
 * the caller's organisation's supplement; supplement adds its signed copy's scans to it later.
 */
import type { ContractKind } from '../domain/contract';
import type { ArchiveAttachment } from '../domain/projectArchive';
import type { ContractSupplement, MyContract, MyContractPageQuery } from '../domain/myContract';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const contract = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'contract', method, path });

export type SupplementBody = {
  id?: string;
  contractId: string;
  kind: ContractKind;
  internalCode?: string;
  contactName?: string;
  contactPhone?: string;
  scanAttach?: ArchiveAttachment[];
  remark?: string;
};

export const myContractEndpoints = {
  page: contract<Partial<MyContractPageQuery>, Page<MyContract>>('GET', 'my-contract/list'),
  detail: contract<{ id: string; kind?: ContractKind }, MyContract>('GET', 'my-contract/detail'),
  detailOf: contract<{ id: string; kind: ContractKind }, MyContract>('GET', 'my-contract/{id}/{kind}'),
  submit: contract<SupplementBody, ContractSupplement>('POST', 'my-contract/submit'),
  remove: contract<{ ids: string }, null>('POST', 'my-contract/remove/{ids}'),
  supplement: contract<{ id: string; scanAttach: ArchiveAttachment[] }, ContractSupplement>('POST', 'my-contract/supplement'),
};
