import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appInfoQuery } from '../api/appQueries';
import { SiteFooter } from '../features/settings/SiteFooter';
import { siteFooterQuery } from '../features/settings/siteFooterQuery';
import { LanguageSwitch } from './LanguageSwitch';
import { ProductMark } from './ProductMark';

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
  // Drawn as Fluent's Card draws it (surface, column, raised), without the Card component: its focus
  // management (tabster) is for cards one moves between, and would ride in /login's first load.
  card: {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    overflow: 'hidden',
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    width: '100%',
    maxWidth: '420px',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXXL}`,
    gap: tokens.spacingVerticalXL,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  flush: { margin: 0 },
  footer: { textAlign: 'center', color: tokens.colorNeutralForeground4 },
});

/**
 * The frame of the pages a visitor sees before signing in (/login, /invite): the language switch,
 * one raised card under the product's mark on the brand-washed canvas, the version and the
 * operator's footer. The page fills the card.
 */
export function PublicFrame({ children, cardClassName }: { children: ReactNode; cardClassName?: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { data: info } = useQuery(appInfoQuery());
  const { data: footer } = useQuery(siteFooterQuery());
  return (
    <div className={styles.root}>
      <header className={styles.topBar}>
        <LanguageSwitch />
      </header>
      <main className={styles.centre}>
        <div className={mergeClasses(styles.card, cardClassName)}>
          <div className={styles.brand}>
            <ProductMark />
            <Text as="h1" size={500} weight="semibold" className={styles.flush}>
              {t('app.name')}
            </Text>
          </div>
          {children}
        </div>
      </main>
      <footer className={styles.footer}>
        <Text size={200}>{info ? t('login.footer', { version: info.version }) : '\u00a0'}</Text>
        <SiteFooter settings={footer} />
      </footer>
    </div>
  );
}
