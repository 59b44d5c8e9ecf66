import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { userInfoQuery } from '../../api/sessionQueries';
import { DetailPage } from '../../crud/detail/DetailPage';
import { resourceQueries } from '../../crud/resourceQueries';
import { projectDetail, projectPartyDetail } from './detail';
import { projects } from './index';

/**
 * /project/details/{id}, opened from the initiation list, my projects and the resource provider's
 * list. A project of another organisation (read as one of its parties) shows its info only: the
 * other tabs list and write the owning organisation's rows. The record is the page's own query, read once.
 */
export default function ProjectDetailPage() {
  const { id = '' } = useParams();
  const me = useQuery(userInfoQuery()).data;
  const record = useQuery(resourceQueries(projects).detail(id)).data;
  const foreign = !!record && !!me && record.tenantId !== me.tenantId;
  return <DetailPage key={foreign ? 'party' : 'own'} detail={foreign ? projectPartyDetail : projectDetail} />;
}
