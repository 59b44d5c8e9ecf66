import { ListPage } from '../../crud/ListPage';
import { projectArchiveFiles } from './descriptors';

/** /archive/file: the organisation's project archives. */
export default function ArchiveFilesPage() {
  return <ListPage resource={projectArchiveFiles} />;
}
