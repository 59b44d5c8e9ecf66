import { ListPage } from '../../crud/ListPage';
import { attachments } from './index';

export default function AttachmentsRegistryPage() {
  return <ListPage resource={attachments} />;
}
