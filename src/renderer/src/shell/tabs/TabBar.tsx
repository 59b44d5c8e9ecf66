import { Button, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, mergeClasses, Tab, TabList, tokens, Tooltip } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DismissCircleRegular, DismissRegular, DismissSquareMultipleRegular, MoreVerticalRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionKeys } from '../../api/sessionQueries';
import { menuKeys } from '../menu/menuQueries';
import { usePageInfo } from '../usePageLabel';
import { isClosable } from './tabRules';
import { tabsStore, useTabs } from './tabsStore';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    height: '40px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  list: {
    flexGrow: 1,
    minWidth: 0,
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'none',
    flexWrap: 'nowrap',
  },
  tab: { position: 'relative', display: 'inline-flex', alignItems: 'center', flexShrink: 0 },
  closable: { paddingRight: '22px' },
  close: {
    position: 'absolute',
    right: '2px',
    minWidth: '20px',
    width: '20px',
    height: '20px',
    padding: 0,
    color: tokens.colorNeutralForeground3,
  },
});

/**
 * The page in the address bar at this moment. React draws a navigation a little after it happened, and a
 * tab clicked in between (back to the page just left, on a busy machine) must not be taken for the
 * current one and ignored.
 */
function addressNow(): string {
  return window.location.pathname + window.location.search;
}

/**
 * The tab strip (spec 1 §2). The workbench tab never closes, nor does a single remaining tab. Each tab
 * has a context menu (right click, the menu key or Shift+F10): refresh, close, close others, close all;
 * Delete closes the focused tab.
 */
export function TabBar({ onRefresh }: { onRefresh(): void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const tabs = useTabs();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const pageInfo = usePageInfo();
  const current = location.pathname + location.search;

  const go = (path: string) => {
    if (path !== addressNow()) void navigate(path);
  };
  const close = (path: string) => {
    const wasActive = path === addressNow();
    const next = tabsStore.close(path);
    if (wasActive) go(next.active);
  };
  const closeOthers = (path: string) => {
    tabsStore.closeOthers(path);
    go(path);
  };
  const closeAll = () => go(tabsStore.closeAll().active);
  const refresh = (path: string) => {
    go(path);
    // What the page shows is fetched again; who is signed in and the menu stay.
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.all[0] && q.queryKey[0] !== menuKeys.all[0] });
    onRefresh();
  };

  const menuItems = (path: string) => (
    <MenuList>
      <MenuItem icon={<ArrowClockwiseRegular />} onClick={() => refresh(path)}>
        {t('shell.tabs.refresh')}
      </MenuItem>
      <MenuItem icon={<DismissRegular />} disabled={!isClosable(tabs, path)} onClick={() => close(path)}>
        {t('shell.tabs.closeThis')}
      </MenuItem>
      <MenuItem icon={<DismissSquareMultipleRegular />} onClick={() => closeOthers(path)}>
        {t('shell.tabs.closeOthers')}
      </MenuItem>
      <MenuItem icon={<DismissCircleRegular />} onClick={closeAll}>
        {t('shell.tabs.closeAll')}
      </MenuItem>
    </MenuList>
  );

  const onKeyDown = (path: string) => (event: KeyboardEvent) => {
    if (event.key === 'Delete' && isClosable(tabs, path)) {
      event.preventDefault();
      close(path);
    }
  };

  return (
    <div className={styles.bar}>
      <TabList
        className={styles.list}
        size="small"
        appearance="subtle"
        selectedValue={tabs.paths.includes(current) ? current : tabs.active}
        onTabSelect={(_, data) => go(String(data.value))}
        aria-label={t('shell.layout.tabs')}
        data-testid="tab-bar"
      >
        {tabs.paths.map((path) => {
          const label = pageInfo(path).label;
          const closable = isClosable(tabs, path);
          return (
            <span key={path} className={styles.tab}>
              <Menu openOnContext positioning="below-start">
                <MenuTrigger disableButtonEnhancement>
                  <Tab value={path} className={mergeClasses(closable && styles.closable)} onKeyDown={onKeyDown(path)} data-path={path}>
                    {label}
                  </Tab>
                </MenuTrigger>
                <MenuPopover>{menuItems(path)}</MenuPopover>
              </Menu>
              {closable && (
                <Button
                  className={styles.close}
                  appearance="subtle"
                  size="small"
                  icon={<DismissRegular fontSize={12} />}
                  tabIndex={-1}
                  aria-label={t('shell.tabs.close', { label })}
                  onClick={() => close(path)}
                />
              )}
            </span>
          );
        })}
      </TabList>
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content={t('shell.tabs.menu')} relationship="label">
            <Button appearance="subtle" size="small" icon={<MoreVerticalRegular />} />
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>{menuItems(current)}</MenuPopover>
      </Menu>
    </div>
  );
}
