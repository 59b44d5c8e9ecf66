import { ListPage } from '../../crud/ListPage';
import { contractOwners } from './index';

export default function ContractOwnersPage() {
  return <ListPage resource={contractOwners} />;
}
