import type { Project } from '@shared/domain/project';
import type { DetailTab } from '../../crud/detail/types';

/** The project detail page's tabs of this area: materials, archives and phase outcomes. */
export const projectArchiveTabs: DetailTab<Project>[] = [];
