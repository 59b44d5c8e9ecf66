import { ListPage } from '../../crud/ListPage';
import { departments } from './index';

export default function DepartmentsPage() {
  return <ListPage resource={departments} />;
}
