import { ListPage } from '../../crud/ListPage';
import { basicContracts } from './index';

/** /contract/basic: the organisation's contracts of this kind across its owner contracts. */
export default function BasicContractsPage() {
  return <ListPage resource={basicContracts} fixedFilters={{ type: 'basic' }} />;
}
