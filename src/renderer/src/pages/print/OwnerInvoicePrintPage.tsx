import { ownerInvoicePrint } from './InvoicePrint';
import { PrintPage } from './PrintPage';

/** /print/owner-invoice/{id}. */
export default function OwnerInvoicePrintPage() {
  return <PrintPage descriptor={ownerInvoicePrint} />;
}
