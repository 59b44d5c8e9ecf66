import { DetailPage } from '../../crud/detail/DetailPage';
import { platformContractDetail } from './detail';

/** /contract/fzq_details/{id}: the platform family's detail page (platform, project-management, owner-allocated). */
export default function FzqDetailsPage() {
  return <DetailPage detail={platformContractDetail} />;
}
