import { ListPage } from '../../crud/ListPage';
import { platformArrivals } from './index';

/** /finance/platform-arrive: the organisation's platform arrivals. */
export default function PlatformArrivalsPage() {
  return <ListPage resource={platformArrivals} />;
}
