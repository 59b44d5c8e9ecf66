/**
 * Initiated projects (spec 3 §7 project module, initiation/*). H3 of issue 15 completes the list;
 * page and detail are declared first because every tab and picker of the project area reads them.
 */
import type { Project } from '../domain/project';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const project = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'project', method, path });

export interface ProjectPageQuery {
  current: number;
  size: number;
  name: string;
  code: string;
  statusInitiation: number;
}

export const projectEndpoints = {
  page: project<Partial<ProjectPageQuery>, Page<Project>>('GET', 'initiation/list'),
  detail: project<{ projectId: string; tenantId?: string }, Project>('GET', 'initiation/detail'),
};
