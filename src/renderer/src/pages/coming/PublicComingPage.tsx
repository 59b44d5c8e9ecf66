import { Button } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { StatusPage } from '../../components/StatusPage';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { PUBLIC_PAGES } from '../../router/staticPages';

/** The public pages (registration success, agreement, promotion) until their screens arrive. */
export default function PublicComingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const label = t((PUBLIC_PAGES.find((p) => p.path === pathname)?.label ?? 'app.name') as 'app.name');
  useDocumentTitle(label);
  return (
    <StatusPage
      heading={t('shell.coming.heading', { name: label })}
      body={t('shell.coming.body')}
      actions={
        <Button appearance="primary" icon={<ArrowLeftRegular />} onClick={() => void navigate('/login')}>
          {t('login.pageTitle')}
        </Button>
      }
    />
  );
}
