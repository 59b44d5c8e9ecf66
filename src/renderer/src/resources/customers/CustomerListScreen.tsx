import { ListPage } from '../../crud/ListPage';
import { customers } from './index';

/**
 * The customer lists; their row actions (details, status change) are declared by the descriptor.
 * Customer follow-up shows the organisation's customers; my customers sends mine=1.
 */
export function CustomerListScreen(props: { fixedFilters?: Record<string, string> }) {
  return <ListPage resource={customers} fixedFilters={props.fixedFilters} />;
}
