import { ListPage } from '../../crud/ListPage';
import { cooperationFees } from './index';

export default function CooperationFeesPage() {
  return <ListPage resource={cooperationFees} />;
}
