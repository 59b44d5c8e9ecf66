import { Button } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { ListPage } from '../../crud/ListPage';
import { useLooseT } from '../../crud/looseT';
import { organisations } from './index';

/** Drafts live on their own list: the management list leaves them out and links there. */
const LIVE = { excludeDrafts: '1' };

export default function OrganisationsPage() {
  const lt = useLooseT();
  const navigate = useNavigate();
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '8px 16px 0' }}>
        <Button data-testid="org-drafts" onClick={() => navigate('/organization/draft')}>
          {lt('resources.organisations.actions.drafts')}
        </Button>
      </div>
      <ListPage resource={organisations} fixedFilters={LIVE} />
    </>
  );
}
