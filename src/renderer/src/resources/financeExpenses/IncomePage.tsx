import { ListPage } from '../../crud/ListPage';
import { incomes } from './income';

/** /finance/income: the organisation's other income. */
export default function IncomePage() {
  return <ListPage resource={incomes} />;
}
