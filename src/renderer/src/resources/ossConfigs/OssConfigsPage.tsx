import { ListPage } from '../../crud/ListPage';
import { ossConfigs } from './index';

export default function OssConfigsPage() {
  return <ListPage resource={ossConfigs} />;
}
