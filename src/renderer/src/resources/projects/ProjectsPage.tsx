import { ListPage } from '../../crud/ListPage';
import { projects } from './index';

/** /project/initiation: the organisation's initiated projects. */
export default function ProjectsPage() {
  return <ListPage resource={projects} />;
}
