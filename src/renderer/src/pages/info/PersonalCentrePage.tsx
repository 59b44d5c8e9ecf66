import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import AboutPage from './AboutPage';
import { AccountTab } from './AccountTab';
import { AgreementTab } from './AgreementTab';
import { CertTab } from './CertTab';
import { JoinTab } from './JoinTab';
import { ProfileTab } from './ProfileTab';
import { RegTab } from './RegTab';

/** The personal centre's tabs, in the user menu's order (spec 1 §2). */
export const PERSONAL_TABS = ['user', 'cert', 'account', 'join', 'reg', 'prip', 'about'] as const;
export type PersonalTab = (typeof PERSONAL_TABS)[number];

const isTab = (value: string | null | undefined): value is PersonalTab => !!value && (PERSONAL_TABS as readonly string[]).includes(value);

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  tabs: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
});

/**
 * /info/index?tab=… and /info/cert, /info/account, … all show this page: the tab comes from the
 * parameter, else from the path (/info/index is the profile). Choosing a tab on the page leaves the
 * address alone, so the tab bar keeps one entry for the page (docs/decisions.md).
 */
export default function PersonalCentrePage() {
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const fromPath = pathname.split('/').pop();
  const fromParam = params.get('tab');
  const initial: PersonalTab = isTab(fromParam) ? fromParam : isTab(fromPath) ? fromPath : 'user';
  // Another address (the user menu) starts again from its own tab.
  return <PersonalCentre key={pathname + search} initial={initial} />;
}

function PersonalCentre({ initial }: { initial: PersonalTab }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [tab, setTab] = useState<PersonalTab>(initial);
  return (
    <div className={styles.root}>
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as PersonalTab)} data-testid="personal-tabs">
        {PERSONAL_TABS.map((name) => (
          <Tab key={name} value={name} data-testid={`personal-tab-${name}`}>
            {t(`personal.tabs.${name}`)}
          </Tab>
        ))}
      </TabList>
      <div data-testid={`personal-panel-${tab}`}>
        {tab === 'user' && <ProfileTab />}
        {tab === 'cert' && <CertTab />}
        {tab === 'account' && <AccountTab />}
        {tab === 'join' && <JoinTab />}
        {tab === 'reg' && <RegTab />}
        {tab === 'prip' && <AgreementTab code="prip" />}
        {tab === 'about' && <AboutPage />}
      </div>
    </div>
  );
}
