import { ListPage } from '../../crud/ListPage';
import { ownerArrivals } from './index';

/** /finance/arrive: the organisation's owner arrivals. */
export default function OwnerArrivalsPage() {
  return <ListPage resource={ownerArrivals} />;
}
