import type { Project } from '@shared/domain/project';
import type { DetailTab } from '../../crud/detail/types';
import { publicationsOf } from './index';

/** The project detail page's tabs of this area: publications. */
export const projectPublicationTabs: DetailTab<Project>[] = [
  {
    name: 'publications',
    label: 'resources.publications.tab',
    list: (p) => ({ resource: publicationsOf(p.id, p.name, p.phaseKeys), fixedFilters: { projectId: p.id } }),
  },
];
