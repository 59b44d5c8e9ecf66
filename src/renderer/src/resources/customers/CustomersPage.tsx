import { CustomerListScreen } from './CustomerListScreen';

/** /customer/follow: every customer of the organisation. */
export default function CustomersPage() {
  return <CustomerListScreen />;
}
