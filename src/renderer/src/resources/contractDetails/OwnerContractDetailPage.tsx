import { DetailPage } from '../../crud/detail/DetailPage';
import { ownerContractDetail } from './detail';

/** /contract/yz_details/{id}, opened from the owner contract list, my contracts and a project's contracts tab. */
export default function OwnerContractDetailPage() {
  return <DetailPage detail={ownerContractDetail} />;
}
