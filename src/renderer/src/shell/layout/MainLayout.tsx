import { makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { readJson, STORAGE_KEYS, writeJson } from '../localTraces';
import { TabBar } from '../tabs/TabBar';
import { FrameworkNotice } from './FrameworkNotice';
import { NoticeMarquee } from './NoticeMarquee';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useTabSync } from './useTabSync';

const useStyles = makeStyles({
  root: { height: '100%', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2, overflow: 'hidden' },
  body: { flexGrow: 1, display: 'flex', minHeight: 0 },
  column: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  content: {
    flexGrow: 1,
    minHeight: 0,
    overflowY: 'auto',
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    outlineStyle: 'none',
    '& > *': { flexShrink: 0 },
    '& > iframe': { flexGrow: 1 },
  },
  skip: {
    position: 'absolute',
    left: '-9999px',
    top: tokens.spacingVerticalS,
    zIndex: 100,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow8,
    ':focus': { left: tokens.spacingHorizontalM },
  },
});

/** The back office's frame: top bar, collapsible sidebar, notice marquee, tabs, and the page. */
export default function MainLayout() {
  const styles = useStyles();
  const { t } = useTranslation();
  const scroller = useRef<HTMLElement>(null);
  const [collapsed, setCollapsed] = useState(() => readJson<boolean>(window.sessionStorage, STORAGE_KEYS.sidebar) === true);
  const [refreshKey, setRefreshKey] = useState(0);
  useTabSync(scroller);

  const toggle = () => {
    setCollapsed((c) => {
      writeJson(window.sessionStorage, STORAGE_KEYS.sidebar, !c);
      return !c;
    });
  };

  return (
    <div className={styles.root}>
      <a href="#main-content" className={styles.skip}>
        {t('shell.layout.skipToContent')}
      </a>
      <TopBar collapsed={collapsed} onToggleSidebar={toggle} />
      <div className={styles.body}>
        <Sidebar open={!collapsed} />
        <div className={styles.column}>
          <NoticeMarquee />
          <TabBar onRefresh={() => setRefreshKey((k) => k + 1)} />
          <FrameworkNotice />
          <main id="main-content" ref={scroller} className={styles.content} tabIndex={-1} data-testid="main-content">
            <Outlet key={refreshKey} />
          </main>
        </div>
      </div>
    </div>
  );
}
