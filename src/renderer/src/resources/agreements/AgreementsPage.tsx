import { ListPage } from '../../crud/ListPage';
import { agreements } from './index';

export default function AgreementsPage() {
  return <ListPage resource={agreements} />;
}
