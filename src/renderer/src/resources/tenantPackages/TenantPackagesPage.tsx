import { ListPage } from '../../crud/ListPage';
import { tenantPackages } from './index';

export default function TenantPackagesPage() {
  return <ListPage resource={tenantPackages} />;
}
