import { ListPage } from '../../crud/ListPage';
import { orgDrafts } from './index';

const DRAFTS = { status: '0' };

export default function OrgDraftsPage() {
  return <ListPage resource={orgDrafts} fixedFilters={DRAFTS} />;
}
