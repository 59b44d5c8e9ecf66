/**
 * Reviews (spec 3 §7 project module: review-plan, review-file, review-expert, review-opinion; and
 * system user-base/expert-select, the certified experts a project's organisation may assign).
 * review-expert/my-list is not in the spec: the files assigned to the signed-in person, whatever
 * organisation they belong to (/project/my-review).
 */
import type { ExpertChoice, MyReview, ReviewExpert, ReviewFile, ReviewFileInput, ReviewOpinion, ReviewOpinionInput, ReviewPlan } from '../domain/review';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const project = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'project', method, path });
const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

type PageParams = { current?: number; size?: number };

export const reviewEndpoints = {
  planDetail: project<{ projectId: string }, ReviewPlan>('GET', 'review-plan/detail'),
  planShutdown: project<{ projectId: string }, ReviewPlan>('POST', 'review-plan/shutdown'),
  planStartup: project<{ projectId: string }, ReviewPlan>('POST', 'review-plan/startup'),

  filePage: project<PageParams & { projectId?: string; name?: string; phaseKey?: string; isArchive?: number }, Page<ReviewFile>>('GET', 'review-file/list'),
  fileDetail: project<{ id: string }, ReviewFile>('GET', 'review-file/detail'),
  fileSubmit: project<ReviewFileInput, ReviewFile>('POST', 'review-file/submit'),
  fileRemove: project<{ id: string; tenantId: string }, null>('POST', 'review-file/remove/{id}/{tenantId}'),
  fileArchive: project<{ id: string }, ReviewFile>('POST', 'review-file/archive/{id}'),

  expertPage: project<PageParams & { fileId: string }, Page<ReviewExpert>>('GET', 'review-expert/list'),
  expertSubmit: project<{ fileId: string; expertUserId: string }, ReviewExpert>('POST', 'review-expert/submit'),
  expertSubmitList: project<{ fileId: string; experts: { expertUserId: string }[] }, ReviewExpert[]>('POST', 'review-expert/submit-list'),
  myReviews: project<PageParams & { fileName?: string; opinionGiven?: number }, Page<MyReview>>('GET', 'review-expert/my-list'),
  expertSelect: system<PageParams & { realName?: string; phone?: string }, Page<ExpertChoice>>('GET', 'user-base/expert-select'),

  opinionPage: project<PageParams & { fileId: string }, Page<ReviewOpinion>>('GET', 'review-opinion/list'),
  opinionSubmit: project<ReviewOpinionInput, ReviewOpinion>('POST', 'review-opinion/submit'),
  opinionRemove: project<{ ids: string; tenantId: string }, null>('POST', 'review-opinion/remove/{ids}/{tenantId}'),
};
