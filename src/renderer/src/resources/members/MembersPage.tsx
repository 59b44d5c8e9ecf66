import { ListPage } from '../../crud/ListPage';
import { members } from './index';

export default function MembersPage() {
  return <ListPage resource={members} />;
}
