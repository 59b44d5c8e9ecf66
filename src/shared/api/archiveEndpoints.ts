/**
 * Project materials, archive files and phase outcomes (spec 3 §7 project module: "Archive file",
 * phase-outcome; materials' calls are not named by the spec: material/* beside them, docs/decisions.md).
 */
import type { ArchiveFileInput, MaterialInput, ProjectArchiveFile, ProjectMaterial } from '../domain/projectArchive';
import type { OutcomeInput, PhaseOutcome } from '../domain/phaseOutcome';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const project = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'project', method, path });

type Paging = { current?: number; size?: number; projectId?: string };

export const archiveEndpoints = {
  materialPage: project<Paging & { fileName?: string; type?: string; projectName?: string }, Page<ProjectMaterial>>('GET', 'material/list'),
  materialSubmit: project<MaterialInput, ProjectMaterial>('POST', 'material/submit'),
  materialRemove: project<{ ids: string }, null>('POST', 'material/remove'),

  archivePage: project<Paging & { fileName?: string; type?: string; projectName?: string; status?: number }, Page<ProjectArchiveFile>>('GET', 'archive-file/list'),
  archiveSubmit: project<ArchiveFileInput, ProjectArchiveFile>('POST', 'archive-file/submit'),
  archiveRemove: project<{ ids: string }, null>('POST', 'archive-file/remove'),
  /** Completes the archive: body { status: 2 }. */
  archiveComplete: project<{ id: string; status: number }, ProjectArchiveFile>('POST', 'archive-file/archive/{id}'),

  outcomePage: project<Paging & { name?: string; projectName?: string; phaseKey?: string; hflx?: string; isArchive?: number }, Page<PhaseOutcome>>('GET', 'phase-outcome/list'),
  outcomeSubmit: project<OutcomeInput, PhaseOutcome>('POST', 'phase-outcome/submit'),
  /** id: one id or several comma-joined; tenantId (the spec's) may be sent and is the caller's organisation anyway. */
  outcomeRemove: project<{ id: string; tenantId?: string }, null>('POST', 'phase-outcome/remove'),
  /** Archives the outcome: body { isArchive: 1 }. */
  outcomeArchive: project<{ id: string; isArchive: number }, PhaseOutcome>('POST', 'phase-outcome/archive/{id}'),
};
