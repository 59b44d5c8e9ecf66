import { ListPage } from '../../crud/ListPage';
import { designOrgs } from './related';

export default function DesignOrgsPage() {
  return <ListPage resource={designOrgs} />;
}
