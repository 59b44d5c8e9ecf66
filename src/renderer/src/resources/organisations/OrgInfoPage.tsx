import { Button, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { orgEndpoints } from '@shared/api/orgEndpoints';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../api/callEndpoint';
import { usePermissionCheck } from '../../crud/actions/permissions';
import { CrudDrawer, type DrawerState } from '../../crud/CrudForm';
import { DescriptionGrid } from '../../crud/detail/DescriptionGrid';
import { useLooseT } from '../../crud/looseT';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { PROFILE_FIELDS } from './detail';
import { orgInfo } from './index';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

/** /biz/biz (spec 3 §2 organisation info): the current organisation's profile; its administrator edits it in the drawer. */
export default function OrgInfoPage() {
  const styles = useStyles();
  const lt = useLooseT();
  const localise = useLocaliseMessage();
  const can = usePermissionCheck();
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const org = useQuery({ queryKey: ['orgInfo', 'self'], queryFn: () => callEndpoint(orgEndpoints.detail, {}) });
  if (org.error) return <div className={styles.page}>{localise(org.error.message)}</div>;
  if (!org.data) return <Spinner />;
  return (
    <div className={styles.page} data-testid="org-info">
      <div className={styles.head}>
        <Subtitle1>{org.data.orgName}</Subtitle1>
        {can(orgInfo.modes.edit?.permission) && (
          <Button appearance="primary" data-testid="org-info-edit" onClick={() => setDrawer({ mode: 'edit', id: org.data.id })}>
            {lt('resources.orgInfo.edit')}
          </Button>
        )}
      </div>
      <DescriptionGrid resource="orgInfo" columns={orgInfo.columns} fields={PROFILE_FIELDS} record={org.data} />
      <CrudDrawer resource={orgInfo} state={drawer} onClose={() => setDrawer(null)} />
    </div>
  );
}
