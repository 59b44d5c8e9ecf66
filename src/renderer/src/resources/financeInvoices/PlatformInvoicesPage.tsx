import { ListPage } from '../../crud/ListPage';
import { platformInvoices } from './index';

/** /finance/platform-invoice: the organisation's invoices on platform and project-management contracts. */
export default function PlatformInvoicesPage() {
  return <ListPage resource={platformInvoices} />;
}
