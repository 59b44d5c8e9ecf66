import { ListPage } from '../../crud/ListPage';
import { projectContracts } from './index';

/** /contract/project: the organisation's contracts of this kind across its owner contracts. */
export default function ProjectContractsPage() {
  return <ListPage resource={projectContracts} fixedFilters={{ type: 'project' }} />;
}
