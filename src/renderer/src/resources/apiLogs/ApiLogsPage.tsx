import { ListPage } from '../../crud/ListPage';
import { apiLogs } from './index';

export default function ApiLogsPage() {
  return <ListPage resource={apiLogs} />;
}
