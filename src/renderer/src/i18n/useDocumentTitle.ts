import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The window title follows the page (spec 1 §2), in the current language. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.pageTitle', { page, app: t('app.name') });
  }, [page, t]);
}
