import { CustomerListScreen } from './CustomerListScreen';

const MINE = { mine: '1' };

/** /customer/mine: only the customers the signed-in person created. */
export default function MyCustomersPage() {
  return <CustomerListScreen fixedFilters={MINE} />;
}
