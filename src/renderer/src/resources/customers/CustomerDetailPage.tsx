import { DetailPage } from '../../crud/detail/DetailPage';
import { customerDetail } from './detail';

/** /customer/details/{id}, opened from 客户跟进 and 我的客户. */
export default function CustomerDetailPage() {
  return <DetailPage detail={customerDetail} />;
}
