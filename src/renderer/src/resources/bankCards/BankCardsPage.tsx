import { ListPage } from '../../crud/ListPage';
import { bankCards } from './index';

export default function BankCardsPage() {
  return <ListPage resource={bankCards} />;
}
