import { ListPage } from '../../crud/ListPage';
import { params } from './index';

export default function ParamsPage() {
  return <ListPage resource={params} />;
}
