import { ListPage } from '../../crud/ListPage';
import { myReviews } from './myReviews';

export default function MyReviewsPage() {
  return <ListPage resource={myReviews} />;
}
