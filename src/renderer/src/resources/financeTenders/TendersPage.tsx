import { ListPage } from '../../crud/ListPage';
import { financeTenders } from './index';

/** /finance/tender: the organisation's tenders and their feedback. */
export default function TendersPage() {
  return <ListPage resource={financeTenders} />;
}
