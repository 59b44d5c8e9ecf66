import { ListPage } from '../../crud/ListPage';
import { notices } from './index';

export default function NoticesPage() {
  return <ListPage resource={notices} />;
}
