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
    const wanted = info.keepAlive ? tabsStore.scrollOf(path) : 0;
    el.scrollTo(0, wanted);
    // Content that arrives a moment later (data, measured rows) makes the page tall enough only then:
    // keep restoring for a while, until the person scrolls themselves.
    const reached = () => el.scrollTop >= wanted - 1;
    let restoring = !reached();
    const deadline = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    const keepRestoring = () => {
      if (!restoring) return;
      el.scrollTo(0, wanted);
      if (reached() || performance.now() > deadline) restoring = false;
      else frame = window.requestAnimationFrame(keepRestoring);
    };
    if (restoring) frame = window.requestAnimationFrame(keepRestoring);
    const byPerson = () => {
      restoring = false;
    };
    // A page that became shorter (content not there yet, a taller window) pulls the position up to its
    // end: that is the browser's doing, not where the person left the page, so it is not remembered.
    const onScroll = () => {
      const top = el.scrollTop;
      const pulledUp = top >= el.scrollHeight - el.clientHeight - 1 && top < tabsStore.scrollOf(path) - 1;
      if (!pulledUp) tabsStore.saveScroll(path, top);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    for (const type of PERSON_SCROLLS) el.addEventListener(type, byPerson, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
      for (const type of PERSON_SCROLLS) el.removeEventListener(type, byPerson);
    };
  }, [path, info.keepAlive, scroller]);
}

const RESTORE_FOR_MS = 1500;
/** Input by which a person scrolls (wheel, touch, keys, dragging the scrollbar). */
const PERSON_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
