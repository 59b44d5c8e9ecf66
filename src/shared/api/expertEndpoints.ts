/**
 * Expert certification review and expert records (spec 3 §7 system module user-base: certList,
 * listDetail, changeStatus, detail, submit). The applicant's side is personalEndpoints (certDetail, certSubmit).
 */
import type { CertListQuery, ExpertApplication, ExpertInfo, ExpertInfoInput, ExpertReviewInput } from '../domain/expertReview';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

export const expertEndpoints = {
  /** Applications to the caller's organisation: pending (1), certified (2), rejected (3). */
  certList: system<Partial<CertListQuery>, Page<ExpertApplication>>('GET', 'user-base/certList'),
  listDetail: system<{ id: string }, ExpertApplication>('GET', 'user-base/listDetail'),
  changeStatus: system<ExpertReviewInput, ExpertApplication>('POST', 'user-base/changeStatus'),
  /** The organisation's record of one of its certified experts (filled from the certification before the first save). */
  infoDetail: system<{ userId: string }, ExpertInfo>('GET', 'user-base/detail'),
  infoSubmit: system<ExpertInfoInput, ExpertInfo>('POST', 'user-base/submit'),
};
