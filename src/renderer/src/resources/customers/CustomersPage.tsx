import { ListPage } from '../../crud/ListPage';
import { customers } from './index';

export default function CustomersPage() {
  return <ListPage resource={customers} />;
}
