import { Button } from '@fluentui/react-components';
import { HomeRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { StatusPage } from '../../components/StatusPage';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';

export default function ServerErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('shell.serverError.pageTitle'));
  return (
    <StatusPage
      code={t('shell.serverError.code')}
      heading={t('shell.serverError.heading')}
      body={t('shell.serverError.body')}
      actions={
        <Button appearance="primary" icon={<HomeRegular />} onClick={() => void navigate('/')}>
          {t('notFound.backHome')}
        </Button>
      }
    />
  );
}
