import { ListPage } from '../../crud/ListPage';
import { promotions } from './index';

export default function PromotionsPage() {
  return <ListPage resource={promotions} />;
}
