import { ListPage } from '../../crud/ListPage';
import { dataScopes } from './index';

export default function DataScopesPage() {
  return <ListPage resource={dataScopes} />;
}
