import { useQuery } from '@tanstack/react-query';
import { userInfoQuery } from '../../api/sessionQueries';
import { DetailPage } from '../../crud/detail/DetailPage';
import { resourceContractDetail } from './detail';
import { contractResources, partyResourceContracts } from './index';

const own = resourceContractDetail(contractResources, false);
const asParty = resourceContractDetail(partyResourceContracts, true);

/** /contract/zq_details/{id}?kind=resource (routed by contractDetails/ZqDetailsPage): a resource provider reads it as party B. */
export default function ResourceContractDetailPage() {
  const me = useQuery(userInfoQuery()).data;
  if (!me) return null;
  return <DetailPage detail={me.orgCategory === 'zy' ? asParty : own} />;
}
