/** Filed projects (spec 3 §7 project module, record/*) and their change history. */
import type { ProjectRecord, RecordAddInput, RecordChange, RecordPageQuery } from '../domain/projectRecord';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const project = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'project', method, path });

export const recordEndpoints = {
  page: project<Partial<RecordPageQuery>, Page<ProjectRecord>>('GET', 'record/list'),
  detail: project<{ id: string }, ProjectRecord>('GET', 'record/detail'),
  /** Filings of other organisations naming the caller's organisation as a resource provider (read-only). */
  listByResource: project<Partial<RecordPageQuery>, Page<ProjectRecord>>('GET', 'record/list-by-resource'),
  /** true when the name is free in the caller's organisation; 400 备案名已存在 when it is taken. */
  checkExist: project<{ name: string; id?: string }, boolean>('GET', 'record/check-exist'),
  /** Adds (the full form) or edits (with id: the name and the status only). */
  submit: project<Partial<RecordAddInput> & { id?: string }, ProjectRecord>('POST', 'record/submit'),
  changeStatus: project<{ id: string; status: number }, ProjectRecord>('POST', 'record/status/{id}/{status}'),
  remove: project<{ ids: string }, null>('POST', 'record/remove'),
  history: project<{ recordId: string; current?: number; size?: number }, Page<RecordChange>>('GET', 'record-history/list'),
} as const;
