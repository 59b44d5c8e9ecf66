import { useQuery } from '@tanstack/react-query';
import { PRODUCTION_PARTY_YI } from '@shared/domain/contractProduction';
import { userInfoQuery } from '../../api/sessionQueries';
import { ListPage } from '../../crud/ListPage';
import { partyProductionContracts, productionContracts } from './index';

/**
 * /contract/production: the organisation's production contracts; for a production team, review body
 * or publisher (who record none), the contracts other organisations record naming it as party B.
 */
export default function ProductionContractsPage() {
  const me = useQuery(userInfoQuery()).data;
  if (!me) return null;
  const partyB = (PRODUCTION_PARTY_YI as readonly string[]).includes(me.orgCategory);
  return <ListPage key={partyB ? 'party' : 'own'} resource={partyB ? partyProductionContracts : productionContracts} />;
}
