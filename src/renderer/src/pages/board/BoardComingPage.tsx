import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { BOARD_PAGES } from '../../router/staticPages';
import ComingPage from '../coming/ComingPage';

/** The board's pages until the board issue builds them. */
export default function BoardComingPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t((BOARD_PAGES.find((p) => p.path === pathname)?.label ?? 'shell.pages.board') as 'shell.pages.board'));
  return <ComingPage />;
}
