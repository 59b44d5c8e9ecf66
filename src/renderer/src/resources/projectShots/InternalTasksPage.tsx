import { ListPage } from '../../crud/ListPage';
import { internalTasks } from './index';

export default function InternalTasksPage() {
  return <ListPage resource={internalTasks} />;
}
