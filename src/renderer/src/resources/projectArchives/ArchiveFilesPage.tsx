import { ListPage } from '../../crud/ListPage';
import { projectArchiveFiles } from './index';

/** /archive/file: the organisation's project archives. */
export default function ArchiveFilesPage() {
  return <ListPage resource={projectArchiveFiles} />;
}
