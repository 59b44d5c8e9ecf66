import { Link, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemorySessionNotice } from '../../components/MemorySessionNotice';
import { PublicFrame } from '../../components/PublicFrame';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { LoginForm } from './LoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';

// The dialog (and Fluent's Dialog with it) comes when 注册 is chosen, not with the login screen.
const RegistrationDialog = lazy(() => import('./RegistrationDialog').then((m) => ({ default: m.RegistrationDialog })));

const useStyles = makeStyles({
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  flush: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground3 },
  tabs: { marginTop: `calc(-1 * ${tokens.spacingVerticalS})` },
  register: { textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

export default function LoginPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  useDocumentTitle(t('login.pageTitle'));
  const [tab, setTab] = useState<'account' | 'phone'>('account');
  const [registering, setRegistering] = useState(false);
  // Mounted from the first 注册 on, so closing keeps the dialog's exit motion.
  const [registerOpened, setRegisterOpened] = useState(false);

  return (
    <PublicFrame>
      <div className={styles.heading}>
        <Text as="h2" size={600} weight="semibold" className={styles.flush}>
          {t('login.heading')}
        </Text>
        <Text size={300} className={styles.subtitle}>
          {t('login.subtitle')}
        </Text>
      </div>
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'account' | 'phone')}>
        <Tab value="account">{t('shell.login.accountTab')}</Tab>
        <Tab value="phone">{t('shell.login.phoneTab')}</Tab>
      </TabList>
      {tab === 'account' ? <LoginForm /> : <PhoneLoginForm />}
      <Text size={300} className={styles.register}>
        {t('shell.login.noAccount')}{' '}
        <Link
          onClick={() => {
            setRegisterOpened(true);
            setRegistering(true);
          }}
        >{t('shell.login.register')}</Link>
      </Text>
      <MemorySessionNotice />
      {registerOpened && (
        <Suspense fallback={null}>
          <RegistrationDialog open={registering} onOpenChange={setRegistering} />
        </Suspense>
      )}
    </PublicFrame>
  );
}
