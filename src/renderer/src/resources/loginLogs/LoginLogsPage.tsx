import { ListPage } from '../../crud/ListPage';
import { loginLogs } from './index';

export default function LoginLogsPage() {
  return <ListPage resource={loginLogs} />;
}
