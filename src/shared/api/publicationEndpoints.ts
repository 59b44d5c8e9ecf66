/**
 * Publication tasks (spec 3 §7 project module, archive-publication/*). detail and board-list are not
 * in the spec: the drawer reads one task, and the board has its slimmer list (decisions.md).
 */
import type { BizAttention } from '../domain/bizAttention';
import type { Publication, PublicationBoardItem, PublicationInput, PublicationPageQuery } from '../domain/publication';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const project = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'project', method, path });

type Paged = { current?: number; size?: number };

export const publicationEndpoints = {
  /** The caller's organisation's tasks (projectId narrows to one project) and, for a publisher, the tasks sent to it. */
  page: project<Partial<PublicationPageQuery>, Page<Publication>>('GET', 'archive-publication/list'),
  board: project<Partial<PublicationPageQuery>, Page<PublicationBoardItem>>('GET', 'archive-publication/board-list'),
  detail: project<{ id: string }, Publication>('GET', 'archive-publication/detail'),
  /** Partners of category cb with a signed framework agreement in force; those disabled here come marked (attentionStatus 2). */
  publishers: project<Paged & { compName?: string }, Page<BizAttention>>('GET', 'archive-publication/publisher-list'),
  submit: project<PublicationInput, Publication>('POST', 'archive-publication/submit'),
  remove: project<{ ids: string; projectId?: string }, null>('POST', 'archive-publication/remove'),
  /** Archive (2), complete (3) or cancel (4), along publicationStatusMachine. */
  status: project<{ id: string; status: number }, Publication>('POST', 'archive-publication/status/{id}'),
};
