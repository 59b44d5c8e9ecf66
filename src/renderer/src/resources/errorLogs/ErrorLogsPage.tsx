import { ListPage } from '../../crud/ListPage';
import { errorLogs } from './index';

export default function ErrorLogsPage() {
  return <ListPage resource={errorLogs} />;
}
