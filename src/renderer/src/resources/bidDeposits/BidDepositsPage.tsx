import { ListPage } from '../../crud/ListPage';
import { bidDeposits } from './index';

export default function BidDepositsPage() {
  return <ListPage resource={bidDeposits} />;
}
