import { ListPage } from '../../crud/ListPage';
import { resourceProjects } from './index';

/** /project/resource: other organisations' projects naming the person's organisation as resource provider. */
export default function ResourceProjectsPage() {
  return <ListPage resource={resourceProjects} />;
}
