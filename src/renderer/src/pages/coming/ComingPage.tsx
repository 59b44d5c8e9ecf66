import { Badge, Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { findPage } from '@shared/domain/menuRules';
import { HomeRegular, WrenchScrewdriverRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../router/sessionLoaders';
import { useMenuModel, usePageButtons } from '../../shell/menu/menuQueries';
import { usePageInfo } from '../../shell/usePageLabel';

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalXXL, display: 'flex', justifyContent: 'center' },
  card: {
    width: '100%',
    maxWidth: '720px',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXXL}`,
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalL,
    marginTop: tokens.spacingVerticalXXL,
  },
  badge: {
    width: '88px',
    height: '88px',
    borderRadius: '50%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '44px',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  flush: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  path: { color: tokens.colorNeutralForeground4, fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalS, maxWidth: '520px' },
});

/**
 * A route of the layout whose screen comes with a later issue: it says so plainly, so the structure of
 * the product is complete and nobody meets a blank page.
 */
export default function ComingPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const info = usePageInfo()(pathname + search);
  // What the person will be allowed to do here, from the server's button permissions (spec 1 §6).
  const buttons = usePageButtons(findPage(useMenuModel(), pathname)?.code);
  return (
    <div className={styles.root}>
      <Card className={styles.card} data-testid="coming-page">
        <span className={styles.badge} aria-hidden>
          <WrenchScrewdriverRegular />
        </span>
        <Text as="h1" size={600} weight="semibold" className={styles.flush}>
          {t('shell.coming.heading', { name: info.label })}
        </Text>
        <Text size={300} className={styles.muted}>
          {t('shell.coming.body')}
        </Text>
        {buttons.length > 0 && (
          <>
            <Text size={300}>{t('shell.coming.actions')}</Text>
            <div className={styles.actions} data-testid="page-actions">
              {buttons.map((b) => (
                <Badge key={b.code} appearance="tint" color="brand" size="large" data-code={b.code}>
                  {b.name}
                </Badge>
              ))}
            </div>
          </>
        )}
        <Text size={200} className={styles.path}>
          {t('shell.coming.path', { path: pathname })}
        </Text>
        <Button appearance="primary" icon={<HomeRegular />} onClick={() => void navigate(HOME_PATH)}>
          {t('shell.coming.backHome')}
        </Button>
      </Card>
    </div>
  );
}
