import { Avatar, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ProductMark } from '../../components/ProductMark';
import { useSignOut } from '../../session/useSignOut';
import { avatarInitials } from './avatarInitials';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '56px',
    padding: `0 ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    position: 'relative',
  },
  spacer: { flexGrow: 1 },
  user: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** A plain top bar until the full shell (menus, tabs, switcher) arrives. */
export function DeskHeader({ realName }: { realName: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <header className={styles.root}>
      <ProductMark size="small" />
      <Text size={400} weight="semibold">
        {t('app.name')}
      </Text>
      <div className={styles.spacer} />
      <div className={styles.user}>
        <Avatar size={28} name={realName} initials={avatarInitials(realName)} color="brand" aria-hidden />
        <Text>{realName}</Text>
      </div>
      <Button
        appearance="subtle"
        icon={<SignOutRegular />}
        disabledFocusable={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {signOut.isPending ? t('desk.loggingOut') : t('desk.logout')}
      </Button>
    </header>
  );
}
