import { ListPage } from '../../crud/ListPage';
import { otherCompanies } from './index';

export default function OtherCompaniesPage() {
  return <ListPage resource={otherCompanies} />;
}
