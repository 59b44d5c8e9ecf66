import { ListPage } from '../../crud/ListPage';
import { appVersions } from './index';

export default function AppVersionsPage() {
  return <ListPage resource={appVersions} />;
}
