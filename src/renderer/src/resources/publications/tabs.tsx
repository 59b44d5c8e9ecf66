import type { Project } from '@shared/domain/project';
import type { DetailTab } from '../../crud/detail/types';

/** The project detail page's tabs of this area: publications. */
export const projectPublicationTabs: DetailTab<Project>[] = [];
