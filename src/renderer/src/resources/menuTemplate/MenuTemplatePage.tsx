import { ListPage } from '../../crud/ListPage';
import { menuTemplate } from './index';

export default function MenuTemplatePage() {
  return <ListPage resource={menuTemplate} />;
}
