import type { Project } from '@shared/domain/project';
import type { DetailTab } from '../../crud/detail/types';
import { archiveFilesOf, materialsOf, outcomesOf } from './index';

/** The project detail page's tabs of this area: materials, archives and phase outcomes, each the list with its project fixed. */
export const projectArchiveTabs: DetailTab<Project>[] = [
  { name: 'materials', label: 'resources.projectMaterials.name', list: (p) => ({ resource: materialsOf(p), fixedFilters: { projectId: p.id } }) },
  { name: 'outcomes', label: 'resources.phaseOutcomes.name', list: (p) => ({ resource: outcomesOf(p), fixedFilters: { projectId: p.id } }) },
  { name: 'archives', label: 'resources.projectArchiveFiles.name', list: (p) => ({ resource: archiveFilesOf(p), fixedFilters: { projectId: p.id } }) },
];
