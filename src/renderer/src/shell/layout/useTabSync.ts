import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { tabsStore } from '../tabs/tabsStore';
import { usePageInfo } from '../usePageLabel';
import { useOpenWindow, withoutTarget } from './openPage';

/**
 * Keeps the tabs, the window title and the scroll position in step with the route (spec 1 §2): each
 * visited page becomes a tab unless its meta says otherwise, the title follows the tab label, a
 * target query opens the page in a new window instead, and cached pages come back where they were left.
 */
export function useTabSync(scroller: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const navigate = useNavigate();
  const openWindow = useOpenWindow();
  const pageInfo = usePageInfo();
  const { t } = useTranslation();
  const path = location.pathname + location.search;
  const info = pageInfo(path);
  // Read through refs: a new function identity (the cache cleared at logout) must not re-open a tab.
  const actions = useRef({ navigate, openWindow });
  useEffect(() => {
    actions.current = { navigate, openWindow };
  });

  useEffect(() => {
    const target = withoutTarget(path);
    if (target.newWindow) {
      actions.current.openWindow(target.path);
      void actions.current.navigate(tabsStore.get().active, { replace: true });
      return;
    }
    if (info.tab) tabsStore.open(path);
  }, [path, info.tab]);

  useEffect(() => {
    document.title = t('app.pageTitle', { page: info.label, app: t('app.name') });
  }, [info.label, t]);

  // Restore before paint for cached pages; others start at the top. Remember where each page was left.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const restore = () => {
      el.scrollTo(0, info.keepAlive ? tabsStore.scrollOf(path) : 0);
    };
    restore();
    // Content that arrives from the cache a moment later can make the page tall enough only then.
    const frame = window.requestAnimationFrame(restore);
    const onScroll = () => tabsStore.saveScroll(path, el.scrollTop);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
    };
  }, [path, info.keepAlive, scroller]);
}
