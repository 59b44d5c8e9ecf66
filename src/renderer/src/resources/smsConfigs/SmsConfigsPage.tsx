import { ListPage } from '../../crud/ListPage';
import { smsConfigs } from './index';

export default function SmsConfigsPage() {
  return <ListPage resource={smsConfigs} />;
}
