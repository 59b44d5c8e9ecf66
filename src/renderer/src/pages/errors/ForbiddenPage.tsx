import { Button } from '@fluentui/react-components';
import { HomeRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { StatusPage } from '../../components/StatusPage';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';

export default function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('shell.forbidden.pageTitle'));
  return (
    <StatusPage
      code={t('shell.forbidden.code')}
      heading={t('shell.forbidden.heading')}
      body={t('shell.forbidden.body')}
      actions={
        <Button appearance="primary" icon={<HomeRegular />} onClick={() => void navigate('/')}>
          {t('notFound.backHome')}
        </Button>
      }
    />
  );
}
