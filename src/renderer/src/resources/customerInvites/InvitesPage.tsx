import { ListPage } from '../../crud/ListPage';
import { customerInvites, INVITE_FILTER } from './index';

/** /customer/invite: a read-only list of the technology companies the organisation looks after. */
export default function InvitesPage() {
  return <ListPage resource={customerInvites} fixedFilters={INVITE_FILTER} />;
}
