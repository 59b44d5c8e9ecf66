import type { Project } from '@shared/domain/project';
import { EMBEDDED_LIST_HEIGHT, type DetailTab } from '../../crud/detail/types';
import { ProjectReviews } from './ReviewsPage';

/** The project detail page's tabs of this area: reviews (the plan and the review files). */
export const projectReviewTabs: DetailTab<Project>[] = [
  { name: 'reviews', label: 'resources.reviewFiles.tab', Component: ({ record }) => <ProjectReviews projectId={record.id} height={EMBEDDED_LIST_HEIGHT} /> },
];
