import { platformInvoicePrint } from './InvoicePrint';
import { PrintPage } from './PrintPage';

/** /print/platform-invoice/{id}. */
export default function PlatformInvoicePrintPage() {
  return <PrintPage descriptor={platformInvoicePrint} />;
}
