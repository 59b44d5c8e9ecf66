import { useSearchParams } from 'react-router-dom';
import { ListPage } from '../../crud/ListPage';
import { orgHistory } from './related';

/** Every organisation's changes, or one organisation's (?recordId=, from the management list's row action). */
export default function OrgHistoryPage() {
  const [params] = useSearchParams();
  const recordId = params.get('recordId') ?? '';
  return <ListPage key={recordId} resource={orgHistory} fixedFilters={/^\d{1,32}$/.test(recordId) ? { recordId } : undefined} />;
}
