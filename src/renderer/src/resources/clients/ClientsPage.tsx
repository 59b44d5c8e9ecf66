import { ListPage } from '../../crud/ListPage';
import { clients } from './index';
import { SecretDialog } from './SecretDialog';

export default function ClientsPage() {
  return (
    <>
      <ListPage resource={clients} />
      <SecretDialog />
    </>
  );
}
