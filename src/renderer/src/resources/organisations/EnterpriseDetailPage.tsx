import { DetailPage } from '../../crud/detail/DetailPage';
import { enterpriseDetail } from './detail';

export default function EnterpriseDetailPage() {
  return <DetailPage detail={enterpriseDetail} />;
}
