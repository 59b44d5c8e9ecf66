import { Button, makeStyles, Text, tokens, Toolbar, Tooltip } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ProductMark } from '../../components/ProductMark';
import { FileManagerButton } from '../../features/uploads/FileManagerButton';
import { useScreenBucket } from '../screen';
import { BoardButton } from './BoardButton';
import { ClearCacheButton } from './ClearCacheButton';
import { DownloadButton } from './DownloadButton';
import { ErrorLogButton } from './ErrorLogButton';
import { FeedbackButton } from './FeedbackButton';
import { LanguageMenu } from './LanguageMenu';
import { LockButton } from './LockButton';
import { MenuSearch } from './MenuSearch';
import { MessagesButton } from './MessagesButton';
import { OrgSwitcher } from './OrgSwitcher';
import { ThemePicker } from './ThemePicker';
import { UserMenu } from './UserMenu';

const useStyles = makeStyles({
  bar: {
    height: '52px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    position: 'relative',
    zIndex: 2,
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, flexShrink: 0 },
  name: { whiteSpace: 'nowrap' },
  divider: { width: '1px', height: '24px', backgroundColor: tokens.colorNeutralStroke2, margin: `0 ${tokens.spacingHorizontalXS}` },
  spacer: { flexGrow: 1 },
  actions: { gap: tokens.spacingHorizontalXXS, padding: 0 },
});

/** Spec 1 §2 top bar: logo, organisation switcher, menu search, and the person's tools. */
export function TopBar({ collapsed, onToggleSidebar }: { collapsed: boolean; onToggleSidebar(): void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const bucket = useScreenBucket();
  const toggleLabel = collapsed ? t('shell.layout.expand') : t('shell.layout.collapse');
  return (
    <header className={styles.bar}>
      <Tooltip content={toggleLabel} relationship="label">
        <Button appearance="subtle" icon={<NavigationRegular />} onClick={onToggleSidebar} aria-expanded={!collapsed} data-testid="sidebar-toggle" />
      </Tooltip>
      <div className={styles.brand}>
        <ProductMark size="small" />
        {bucket >= 2 && (
          <Text size={400} weight="semibold" className={styles.name}>
            {t('app.name')}
          </Text>
        )}
      </div>
      <span className={styles.divider} aria-hidden />
      <OrgSwitcher />
      <span className={styles.spacer} />
      <MenuSearch compact={bucket < 2} />
      {/* A toolbar as the pattern has it: one Tab stop, arrow keys between the tools; named on its own so
          a screen reader does not announce it as the user menu beside it. */}
      <Toolbar className={styles.actions} aria-label={t('shell.layout.tools')}>
        <BoardButton />
        <FileManagerButton />
        <DownloadButton />
        <MessagesButton />
        <FeedbackButton />
        <ErrorLogButton />
        <LockButton />
        <ThemePicker />
        <LanguageMenu />
        <ClearCacheButton />
      </Toolbar>
      <UserMenu />
    </header>
  );
}
