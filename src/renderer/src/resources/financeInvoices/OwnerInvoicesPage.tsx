import { ListPage } from '../../crud/ListPage';
import { ownerInvoices } from './index';

/** /finance/invoice: the organisation's owner invoices. */
export default function OwnerInvoicesPage() {
  return <ListPage resource={ownerInvoices} />;
}
