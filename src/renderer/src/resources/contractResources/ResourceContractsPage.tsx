import { useQuery } from '@tanstack/react-query';
import { userInfoQuery } from '../../api/sessionQueries';
import { ListPage } from '../../crud/ListPage';
import { contractResources, partyResourceContracts } from './index';

/** /contract/resource: the organisation's resource contracts; for a resource provider (zy), those naming it as party B, read-only. */
export default function ResourceContractsPage() {
  const me = useQuery(userInfoQuery()).data;
  if (!me) return null;
  return <ListPage resource={me.orgCategory === 'zy' ? partyResourceContracts : contractResources} />;
}
