import { ListPage } from '../../crud/ListPage';
import { roles } from './index';

export default function RolesPage() {
  return <ListPage resource={roles} />;
}
