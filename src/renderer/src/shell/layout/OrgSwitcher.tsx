import { Avatar, Badge, Button, makeStyles, Menu, MenuGroupHeader, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Spinner, Text, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, HourglassHalfRegular, LockClosedRegular } from '@fluentui/react-icons';
import { orgInitials, type OrgPost } from '@shared/domain/organisation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toApiError, unwrap } from '../../api/ApiError';
import { sessionStateQuery, userOrgsQuery } from '../../api/sessionQueries';
import { bridge } from '../../bridge/client';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { startOverInOrganisation } from '../../session/startOver';
import { useNotify } from '../toast';

const useStyles = makeStyles({
  trigger: { maxWidth: '320px', justifyContent: 'flex-start', minWidth: 0 },
  triggerText: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0, textAlign: 'left' },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '240px' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '280px' },
  itemText: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
  popover: { maxHeight: '60vh', overflowY: 'auto', maxWidth: '480px' },
});

/**
 * Spec 1 §2 organisation switcher: JOINED posts can be chosen; LOCK posts are shown locked and APPLY
 * posts (asked to join by code, not approved yet) pending, and neither can be chosen.
 * Choosing one asks the core to refresh with tenant, dept and role, then reloads the menus and opens
 * the workbench of the new organisation.
 */
export function OrgSwitcher() {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useQuery(sessionStateQuery()).data?.user;
  const posts = (useQuery(userOrgsQuery()).data ?? []).filter((p) => p.joinStatus === 'JOINED' || p.joinStatus === 'LOCK' || p.joinStatus === 'APPLY');
  const current = posts.find((p) => p.tenantId === user?.tenantId && p.deptId === user?.deptId);
  const key = (p: OrgPost) => `${p.tenantId}:${p.deptId}`;

  const switchOrg = useMutation({
    mutationFn: async (post: OrgPost) =>
      unwrap(await bridge.session.switchOrg({ tenantId: post.tenantId, deptId: post.deptId, roleId: post.roleId }).catch((c: unknown) => Promise.reject(toApiError(c)))),
    onSuccess: async (_state, post) => {
      await startOverInOrganisation(queryClient, navigate);
      notify('success', t('shell.layout.orgSwitched', { name: post.deptName }));
    },
    onError: (error) => notify('error', localise(error.message)),
  });

  const name = current?.deptName ?? user?.orgName ?? '';
  return (
    <Menu
      positioning="below-start"
      checkedValues={{ org: current ? [key(current)] : [] }}
      onCheckedValueChange={(_, data) => {
        const chosen = posts.find((p) => key(p) === data.checkedItems[0]);
        if (chosen && chosen.joinStatus === 'JOINED' && chosen !== current) switchOrg.mutate(chosen);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={styles.trigger}
          icon={switchOrg.isPending ? <Spinner size="tiny" /> : <Avatar size={24} shape="square" name={name} initials={orgInitials(name)} color="colorful" aria-hidden />}
          aria-label={t('fields.labelled', { label: t('shell.layout.orgSwitcher'), value: name })}
          data-testid="org-switcher"
        >
          <span className={styles.triggerText}>
            <Text weight="semibold" className={styles.ellipsis}>
              {switchOrg.isPending ? t('shell.layout.orgSwitching') : name}
            </Text>
          </span>
          <ChevronDownRegular aria-hidden />
        </Button>
      </MenuTrigger>
      <MenuPopover className={styles.popover}>
        <MenuList>
          <MenuGroupHeader>{t('shell.layout.orgSwitcher')}</MenuGroupHeader>
          {posts.map((post) => {
            const locked = post.joinStatus === 'LOCK';
            const pending = post.joinStatus === 'APPLY';
            return (
              <MenuItemRadio
                key={key(post)}
                name="org"
                value={key(post)}
                disabled={locked || pending}
                icon={<Avatar size={28} shape="square" name={post.deptName} initials={orgInitials(post.deptName)} color="colorful" aria-hidden />}
                data-testid="org-option"
                data-locked={locked || undefined}
                data-pending={pending || undefined}
              >
                <span className={styles.item}>
                  <span className={styles.itemText}>
                    <Text className={styles.ellipsis}>{post.deptName}</Text>
                    <Text size={200} className={styles.muted}>
                      {t(`orgCategories.${post.orgCategory}`)} · {post.postName}
                      {post.roleName ? ` · ${post.roleName}` : ''}
                    </Text>
                  </span>
                  {locked && (
                    <Badge appearance="tint" color="subtle" icon={<LockClosedRegular />}>
                      {t('shell.layout.orgLocked')}
                    </Badge>
                  )}
                  {pending && (
                    <Badge appearance="tint" color="warning" icon={<HourglassHalfRegular />}>
                      {t('shell.layout.orgPending')}
                    </Badge>
                  )}
                </span>
              </MenuItemRadio>
            );
          })}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
