import { ListPage } from '../../crud/ListPage';
import { shotTasks } from './index';

export default function ShotTasksPage() {
  return <ListPage resource={shotTasks} />;
}
