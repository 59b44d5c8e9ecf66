import { ListPage } from '../../crud/ListPage';
import { removedMembers } from './index';

export default function RemovedMembersPage() {
  return <ListPage resource={removedMembers} />;
}
