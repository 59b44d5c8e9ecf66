import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { appInfoQuery } from '../../api/appQueries';
import { ProductMark } from '../../components/ProductMark';
import { DeviceSettings } from '../../features/device/DeviceSettings';
import { SiteFooter } from '../../features/settings/SiteFooter';
import { systemSettingsQuery } from '../../shell/shellQueries';

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalXXL, display: 'flex', justifyContent: 'center' },
  card: { width: '100%', maxWidth: '560px', alignItems: 'center', textAlign: 'center', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXXL },
  muted: { color: tokens.colorNeutralForeground3 },
  contacts: { display: 'grid', gridTemplateColumns: 'max-content max-content', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, textAlign: 'left' },
});

/** About: the product, its version, the service contacts and the operator's footer (copyright and filing numbers, system settings). */
export default function AboutPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const info = useQuery(appInfoQuery()).data;
  const settings = useQuery(systemSettingsQuery()).data;
  const contacts = (
    [
      ['personal.serviceTel', settings?.['service-tel']],
      ['personal.serviceEmail', settings?.['service-email']],
      ['personal.servicePhone', settings?.['service-phone']],
    ] as const
  ).filter(([, value]) => !!value);
  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        <ProductMark />
        <Text as="h1" size={600} weight="semibold">
          {t('app.name')}
        </Text>
        <Text className={styles.muted} data-testid="about-version">
          {info ? t('personal.version', { version: info.version }) : '\u00a0'}
        </Text>
        {contacts.length > 0 && (
          <div className={styles.contacts} data-testid="about-contacts">
            {contacts.map(([label, value]) => (
              <Fragment key={label}>
                <Text className={styles.muted}>{t(label)}</Text>
                <Text>{value}</Text>
              </Fragment>
            ))}
          </div>
        )}
        <DeviceSettings />
        <SiteFooter settings={settings} />
      </Card>
    </div>
  );
}
