import { ListPage } from '../../crud/ListPage';
import { users } from './index';

export default function UsersPage() {
  return <ListPage resource={users} />;
}
