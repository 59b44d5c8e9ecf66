import { Avatar, Button, makeStyles, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, tokens } from '@fluentui/react-components';
import {
  BuildingPeopleRegular,
  CertificateRegular,
  ChevronDownRegular,
  DocumentBulletListRegular,
  InfoRegular,
  PersonRegular,
  ShieldLockRegular,
  ShieldTaskRegular,
  SignOutRegular,
} from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { sessionStateQuery } from '../../api/sessionQueries';
import { avatarInitials } from '../../pages/desk/avatarInitials';
import { useSignOut } from '../../session/useSignOut';

const useStyles = makeStyles({
  trigger: { paddingLeft: tokens.spacingHorizontalXS, maxWidth: '200px' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** Spec 1 §2 user menu: the personal centre's pages, then logout. */
export function UserMenu() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const user = useQuery(sessionStateQuery()).data?.user;
  const name = user?.realName ?? '';
  const go = (path: string) => () => void navigate(path);
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={styles.trigger}
          icon={<Avatar size={28} name={name} initials={avatarInitials(name)} color="brand" aria-hidden />}
          iconPosition="before"
          aria-label={t('fields.labelled', { label: t('shell.layout.userMenu'), value: name })}
          data-testid="user-menu"
        >
          <Text className={styles.name}>{name}</Text>
          <ChevronDownRegular aria-hidden />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<PersonRegular />} onClick={go('/info/index?tab=user')}>
            {t('shell.userMenu.info')}
          </MenuItem>
          <MenuItem icon={<CertificateRegular />} onClick={go('/info/cert')}>
            {t('shell.userMenu.cert')}
          </MenuItem>
          <MenuItem icon={<ShieldLockRegular />} onClick={go('/info/account')}>
            {t('shell.userMenu.account')}
          </MenuItem>
          <MenuItem icon={<BuildingPeopleRegular />} onClick={go('/info/join')}>
            {t('shell.userMenu.join')}
          </MenuItem>
          <MenuItem icon={<DocumentBulletListRegular />} onClick={go('/info/reg')}>
            {t('shell.userMenu.reg')}
          </MenuItem>
          <MenuItem icon={<ShieldTaskRegular />} onClick={go('/info/prip')}>
            {t('shell.userMenu.prip')}
          </MenuItem>
          <MenuItem icon={<InfoRegular />} onClick={go('/info/about')}>
            {t('shell.userMenu.about')}
          </MenuItem>
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => signOut.mutate()}>
            {t('shell.userMenu.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
