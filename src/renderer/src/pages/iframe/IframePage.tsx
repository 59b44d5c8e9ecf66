import { makeStyles, tokens } from '@fluentui/react-components';
import { frameAllowed } from '@shared/domain/externalLinks';
import { IFRAME_PREFIX } from '@shared/domain/menuRules';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useMenuModel, useMenuName } from '../../shell/menu/menuQueries';

const useStyles = makeStyles({
  frame: { display: 'block', width: '100%', height: '100%', border: 'none', backgroundColor: tokens.colorNeutralBackground1 },
});

/**
 * A menu entry whose target is a link (spec 1 §2): the page is embedded in a sandboxed frame. The
 * address comes from the menu, never from the URL, so a crafted link cannot frame another site.
 */
export default function IframePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const model = useMenuModel();
  const menuName = useMenuName();
  const page = model.pages.find((p) => p.path === pathname && p.path.startsWith(IFRAME_PREFIX));
  if (model.pages.length === 0) return null;
  if (!page?.src) return <Navigate to="/404" replace />;
  const address = new URL(page.src, window.location.href);
  const crossOrigin = address.origin !== window.location.origin;
  // Another site's page is framed over https only (the CSP's frame-src says the same).
  if (crossOrigin && !frameAllowed(address.href)) return <Navigate to="/404" replace />;
  return (
    <iframe
      className={styles.frame}
      title={t('shell.iframe.title', { name: menuName(page) })}
      src={page.src}
      // A foreign page keeps its own origin (it cannot reach ours); a page of our origin gets none.
      sandbox={crossOrigin ? 'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads' : 'allow-scripts allow-forms'}
      referrerPolicy="no-referrer"
      data-testid="embedded-page"
    />
  );
}
