import { DetailPage } from '../../crud/detail/DetailPage';
import { promotionDetail } from './detail';

/** /system/promotion/details/{id}, opened from the promotion list. */
export default function PromotionDetailPage() {
  return <DetailPage detail={promotionDetail} />;
}
