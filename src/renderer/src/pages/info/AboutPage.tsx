import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appInfoQuery } from '../../api/appQueries';
import { ProductMark } from '../../components/ProductMark';
import { SiteFooter } from '../../features/settings/SiteFooter';
import { systemSettingsQuery } from '../../shell/shellQueries';

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalXXL, display: 'flex', justifyContent: 'center' },
  card: { width: '100%', maxWidth: '560px', alignItems: 'center', textAlign: 'center', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXXL },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** About: the product, its version and the operator's footer (copyright and filing numbers, system settings). */
export default function AboutPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const info = useQuery(appInfoQuery()).data;
  const settings = useQuery(systemSettingsQuery()).data;
  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        <ProductMark />
        <Text as="h1" size={600} weight="semibold">
          {t('app.name')}
        </Text>
        <Text className={styles.muted}>{info ? t('login.footer', { version: info.version }) : '\u00a0'}</Text>
        <SiteFooter settings={settings} />
      </Card>
    </div>
  );
}
