/**
 * Initiated projects (spec 3 §7 project module, initiation/*). page and detail are what every tab
 * and picker of the project area reads (ProjectPicker: page, value p.id, label p.name).
 */
import type { Project } from '../domain/project';
import type { InitiableRecord, InitiationInput, InitiationPageQuery } from '../domain/projectInitiation';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const project = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'project', method, path });

export type ProjectPageQuery = InitiationPageQuery;

export const projectEndpoints = {
  /** The caller's organisation's projects (in its data scope), with the searches of the initiation list. */
  page: project<Partial<ProjectPageQuery>, Page<Project>>('GET', 'initiation/list'),
  /** Projects where the caller is business lead, operations manager or creator. */
  myPage: project<Partial<ProjectPageQuery>, Page<Project>>('GET', 'initiation/my-list'),
  /** What a contract form may associate: the organisation's running or paused projects, by name (issue 16). */
  contractPage: project<Partial<ProjectPageQuery>, Page<Project>>('GET', 'initiation/list-by-contract'),
  /** Other organisations' projects naming the caller's organisation as resource provider (read-only). */
  resourcePage: project<Partial<ProjectPageQuery>, Page<Project>>('GET', 'initiation/list-by-resource'),
  /** One project: the caller's own, or (read-only) one it takes part in; tenantId names the owning organisation. */
  get: project<{ id: string; tenantId?: string }, Project>('GET', 'initiation/{id}'),
  detail: project<{ projectId: string; tenantId?: string }, Project>('GET', 'initiation/detail'),
  submit: project<InitiationInput & { id?: string }, Project>('POST', 'initiation/submit'),
  remove: project<{ ids: string }, null>('POST', 'initiation/remove'),
  changeStatus: project<{ id: string; status: number }, Project>('POST', 'initiation/status/{id}/{status}'),
  complete: project<{ id: string }, Project>('POST', 'initiation/complete/{id}'),
  /** Not in the spec: the filings the add form may start from (status 1 or 2), with what picking one fills in. */
  records: project<{ name?: string; current?: number; size?: number }, Page<InitiableRecord>>('GET', 'initiation/record-select'),
};
