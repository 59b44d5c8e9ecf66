import { ListPage } from '../../crud/ListPage';
import { myProjects } from './index';

/** /project/mine: the projects the person leads, runs or created (initiation/my-list). */
export default function MyProjectsPage() {
  return <ListPage resource={myProjects} />;
}
