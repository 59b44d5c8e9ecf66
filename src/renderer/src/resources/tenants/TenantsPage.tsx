import { ListPage } from '../../crud/ListPage';
import { tenants } from './index';

export default function TenantsPage() {
  return <ListPage resource={tenants} />;
}
