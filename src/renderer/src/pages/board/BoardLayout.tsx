import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { DataAreaRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { sessionStateQuery } from '../../api/sessionQueries';

const useStyles = makeStyles({
  root: { minHeight: '100%', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground3 },
  header: {
    height: '56px',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalXXL}`,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundImage: `linear-gradient(90deg, ${tokens.colorBrandBackgroundPressed}, ${tokens.colorBrandBackground})`,
  },
  icon: { fontSize: '24px' },
  spacer: { flexGrow: 1 },
  main: { flexGrow: 1 },
});

/** The data board's own frame (spec 1 §2 board layout), opened in a window of its own. */
export default function BoardLayout() {
  const styles = useStyles();
  const { t } = useTranslation();
  const user = useQuery(sessionStateQuery()).data?.user;
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <DataAreaRegular className={styles.icon} aria-hidden />
        <Text size={500} weight="semibold">
          {t('shell.pages.board')}
        </Text>
        <span className={styles.spacer} />
        <Text>{user?.orgName}</Text>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
