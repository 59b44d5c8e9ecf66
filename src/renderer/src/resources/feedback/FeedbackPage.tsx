import { ListPage } from '../../crud/ListPage';
import { feedback } from './index';

export default function FeedbackPage() {
  return <ListPage resource={feedback} />;
}
