import { ListPage } from '../../crud/ListPage';
import { financePayments } from './index';

/** /finance/payment (the payer): requests on its contracts, pay and refuse. */
export default function FinancePaymentsPage() {
  return <ListPage resource={financePayments} />;
}
