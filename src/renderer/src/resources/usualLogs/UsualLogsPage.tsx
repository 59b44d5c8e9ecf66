import { ListPage } from '../../crud/ListPage';
import { usualLogs } from './index';

export default function UsualLogsPage() {
  return <ListPage resource={usualLogs} />;
}
