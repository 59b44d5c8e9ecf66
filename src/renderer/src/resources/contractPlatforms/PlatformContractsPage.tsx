import { ListPage } from '../../crud/ListPage';
import { platformContracts } from './index';

/** /contract/platform: the organisation's contracts of this kind across its owner contracts. */
export default function PlatformContractsPage() {
  return <ListPage resource={platformContracts} fixedFilters={{ type: 'platform' }} />;
}
