import { ListPage } from '../../crud/ListPage';
import { phaseOutcomes } from './index';

/** /archive/outcome: the organisation's phase outcomes, uploaded through the resumable engine. */
export default function OutcomesPage() {
  return <ListPage resource={phaseOutcomes} />;
}
