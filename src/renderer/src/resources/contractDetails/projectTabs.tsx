import type { Project } from '@shared/domain/project';
import type { DetailTab } from '../../crud/detail/types';

/** The project detail page's contracts tab (合同): the owner contracts associating the project. */
export const projectContractTabs: DetailTab<Project>[] = [];
