import { DetailPage } from '../../crud/detail/DetailPage';
import { customerDetail } from './detail';

/** /customer/details/{id}, opened from the customer follow-up list and my customers. */
export default function CustomerDetailPage() {
  return <DetailPage detail={customerDetail} />;
}
