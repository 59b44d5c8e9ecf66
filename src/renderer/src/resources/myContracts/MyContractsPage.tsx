import { ListPage } from '../../crud/ListPage';
import { myContracts } from './index';

export default function MyContractsPage() {
  return <ListPage resource={myContracts} />;
}
