import { ListPage } from '../../crud/ListPage';
import { jobPosts } from './index';

export default function JobPostsPage() {
  return <ListPage resource={jobPosts} />;
}
