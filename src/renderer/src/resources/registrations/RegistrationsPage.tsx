import { ListPage } from '../../crud/ListPage';
import { registrations } from './index';

export default function RegistrationsPage() {
  return <ListPage resource={registrations} />;
}
