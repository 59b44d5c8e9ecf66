import { Card, Link, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appInfoQuery } from '../../api/appQueries';
import { SiteFooter } from '../../features/settings/SiteFooter';
import { siteFooterQuery } from '../../features/settings/siteFooterQuery';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { MemorySessionNotice } from '../../components/MemorySessionNotice';
import { ProductMark } from '../../components/ProductMark';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { LoginForm } from './LoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';
import { RegistrationDialog } from './RegistrationDialog';

const useStyles = makeStyles({
  root: {
    minHeight: '100%',
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    // Two soft washes of the brand's palest tints over the neutral canvas: calm, but recognisably ours.
    backgroundColor: tokens.colorNeutralBackground2,
    backgroundImage: [
      `radial-gradient(ellipse 70% 60% at 0% 0%, ${tokens.colorBrandBackground2Hover} 0%, transparent 70%)`,
      `radial-gradient(ellipse 60% 55% at 100% 100%, ${tokens.colorBrandBackground2} 0%, transparent 70%)`,
    ].join(', '),
  },
  topBar: { display: 'flex', justifyContent: 'flex-end' },
  centre: { display: 'flex', alignItems: 'center', justifyContent: 'center', padding: `${tokens.spacingVerticalXL} 0` },
  card: {
    width: '100%',
    maxWidth: '420px',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXXL}`,
    gap: tokens.spacingVerticalXL,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  flush: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground3 },
  footer: { textAlign: 'center', color: tokens.colorNeutralForeground4 },
  tabs: { marginTop: `calc(-1 * ${tokens.spacingVerticalS})` },
  register: { textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

export default function LoginPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { data: info } = useQuery(appInfoQuery());
  const { data: footer } = useQuery(siteFooterQuery());
  useDocumentTitle(t('login.pageTitle'));
  const [tab, setTab] = useState<'account' | 'phone'>('account');
  const [registering, setRegistering] = useState(false);

  return (
    <div className={styles.root}>
      <header className={styles.topBar}>
        <LanguageSwitch />
      </header>
      <main className={styles.centre}>
        <Card className={styles.card}>
          <div className={styles.brand}>
            <ProductMark />
            <Text as="h1" size={500} weight="semibold" className={styles.flush}>
              {t('app.name')}
            </Text>
          </div>
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
            <Link onClick={() => setRegistering(true)}>{t('shell.login.register')}</Link>
          </Text>
          <MemorySessionNotice />
          <RegistrationDialog open={registering} onOpenChange={setRegistering} />
        </Card>
      </main>
      <footer className={styles.footer}>
        <Text size={200}>{info ? t('login.footer', { version: info.version }) : '\u00a0'}</Text>
        <SiteFooter settings={footer} />
      </footer>
    </div>
  );
}
