import { ListPage } from '../../crud/ListPage';
import { apiScopes } from './index';

export default function ApiScopesPage() {
  return <ListPage resource={apiScopes} />;
}
