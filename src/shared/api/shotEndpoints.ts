/**
 * Task records of filings (spec 3 §7 project module: shots-mgr, shots-survey, shots-internal, GET
 * desktop/shots). The three variants have the same calls under their own prefix; one record shape.
 */
import type { ProjectShot, ShotInput, ShotVariant } from '../domain/projectShot';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const project = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'project', method, path });

export interface ShotPageQuery {
  current: number;
  size: number;
  taskTheme: string;
  projectName: string;
  recordId: string;
  isArchive: string;
  displayStatus: string;
  createTimeFrom: string;
  createTimeTo: string;
}

/** A filing as the task form's picker lists it (the caller's organisation's filings). */
export interface ShotRecordOption {
  id: string;
  name: string;
  code: string;
}

const PREFIX: Record<ShotVariant, string> = { mgr: 'shots-mgr', survey: 'shots-survey', internal: 'shots-internal' };

function variantEndpoints(variant: ShotVariant) {
  const p = PREFIX[variant];
  return {
    page: project<Partial<ShotPageQuery>, Page<ProjectShot>>('GET', `${p}/list`),
    detail: project<{ id: string; tenantId?: string }, ProjectShot>('GET', `${p}/{id}`),
    submit: project<ShotInput, ProjectShot>('POST', `${p}/submit`),
    remove: project<{ id: string; tenantId?: string }, null>('POST', `${p}/remove`),
    archive: project<{ id: string; tenantId?: string }, ProjectShot>('POST', `${p}/archive/{id}`),
    /** Marks the record as opened by the caller (who and when); answers the record. */
    view: project<{ id: string; tenantId?: string }, ProjectShot>('POST', `${p}/view`),
  };
}

export const shotEndpoints = {
  mgr: variantEndpoints('mgr'),
  survey: {
    ...variantEndpoints('survey'),
    /** Not in the spec's list: the display switch (displayStatus 0 on, 1 off) as a status change. */
    display: project<{ id: string; displayStatus: number }, ProjectShot>('POST', 'shots-survey/display/{id}/{displayStatus}'),
  },
  internal: variantEndpoints('internal'),
  /** The site surveys shown on the workbench: displayStatus 0, newest first, with their pictures. */
  desktop: project<{ current?: number; size?: number }, Page<ProjectShot>>('GET', 'desktop/shots'),
  /**
   * Not in the spec: the caller's filings for the task form's picker (id, name, code; name keyword).
   * The filing screen's own record/list serves the same once it lands; this one reads only what a
   * task form needs, so the task screens do not depend on the filing screen's search.
   */
  records: project<{ current?: number; size?: number; name?: string }, Page<ShotRecordOption>>('GET', 'shots/records'),
};
