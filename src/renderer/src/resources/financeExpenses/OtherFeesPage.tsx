import { ListPage } from '../../crud/ListPage';
import { otherFees } from './index';

/** /finance/other-fee: the organisation's other expenses. */
export default function OtherFeesPage() {
  return <ListPage resource={otherFees} />;
}
