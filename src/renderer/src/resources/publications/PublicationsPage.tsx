import { useQuery } from '@tanstack/react-query';
import { sessionStateQuery } from '../../api/sessionQueries';
import { ListPage } from '../../crud/ListPage';
import { publications, publisherPublications } from './index';

/** /archive/publication: the organisation's tasks, or for a publisher (cb) the tasks sent to it. */
export default function PublicationsPage() {
  const category = useQuery(sessionStateQuery()).data?.user?.orgCategory;
  const publisher = category === 'cb';
  return <ListPage key={publisher ? 'publisher' : 'owner'} resource={publisher ? publisherPublications : publications} />;
}
