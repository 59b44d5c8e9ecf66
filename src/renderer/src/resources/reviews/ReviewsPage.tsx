import { useSearchParams } from 'react-router-dom';
import { ListPage } from '../../crud/ListPage';
import { reviewFiles, reviewFilesOf } from './index';
import { PlanBar } from './PlanBar';

/**
 * /project/review: the organisation's review files across its projects. With ?projectId= (a link
 * from a project) it is that project's: its review plan above, the project fixed in the upload form.
 */
export default function ReviewsPage() {
  const [params] = useSearchParams();
  const projectId = /^\d{1,32}$/.test(params.get('projectId') ?? '') ? params.get('projectId')! : '';
  if (!projectId) return <ListPage resource={reviewFiles} />;
  return <ProjectReviews projectId={projectId} />;
}

/** One project's reviews: its plan and its files (also the project page's tab). */
export function ProjectReviews({ projectId, height }: { projectId: string; height?: number }) {
  return (
    <>
      <PlanBar projectId={projectId} />
      <ListPage key={projectId} resource={reviewFilesOf(projectId)} fixedFilters={{ projectId }} height={height} scope={projectId} />
    </>
  );
}
