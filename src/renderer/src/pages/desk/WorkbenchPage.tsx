import {
  Avatar,
  Badge,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { isOrgCategory } from '@shared/domain/organisation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DeskStats } from './DeskStats';
import { WorkbenchCards } from './WorkbenchCards';
import { shellKeys } from '../../shell/shellQueries';
import { format } from 'date-fns';
import { enUS, zhCN } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import { sessionStateQuery, userInfoQuery, userOrgsQuery } from '../../api/sessionQueries';
import { MemorySessionNotice } from '../../components/MemorySessionNotice';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { useLanguage } from '../../i18n/useLanguage';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { avatarInitials } from './avatarInitials';
import { IdentityCard } from './IdentityCard';
import { MyOrganisationsCard } from './MyOrganisationsCard';
import { RegionCard } from './RegionCard';
import { RecentFeedbackCard } from '../../features/feedback/RecentFeedbackCard';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column' },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '1120px',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  welcome: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXL,
    padding: tokens.spacingHorizontalXXL,
    // The brand's palest tint fades into the card, a quiet welcome rather than a banner.
    backgroundImage: `linear-gradient(100deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground1} 65%)`,
  },
  welcomeText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  greeting: { margin: 0 },
  organisation: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  date: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
});

export default function WorkbenchPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [language] = useLanguage();
  const localise = useLocaliseMessage();
  useDocumentTitle(t('desk.pageTitle'));
  const queryClient = useQueryClient();
  // Spec 1 §2: entering the workbench reloads the notice count.
  useEffect(() => void queryClient.invalidateQueries({ queryKey: shellKeys.unread() }), [queryClient]);

  // The route guard has loaded the session; user-info refreshes it from the server and adds the phone.
  const session = useQuery(sessionStateQuery()).data?.user;
  const info = useQuery(userInfoQuery());
  // The token carries role aliases (for menu rules); the post in the switcher's list has the display name.
  const post = useQuery(userOrgsQuery()).data?.find((p) => p.tenantId === session?.tenantId && p.deptId === session?.deptId);
  const realName = info.data?.realName || session?.realName || '';
  const orgName = info.data?.orgName || session?.orgName || '';
  const category = info.data?.orgCategory || session?.orgCategory;
  const categoryName = isOrgCategory(category) ? t(`orgCategories.${category}`) : undefined;
  const today = format(new Date(), 'PPPP', { locale: language === 'zh' ? zhCN : enUS });

  return (
    <div className={styles.root}>
      <main className={styles.main}>
        <MemorySessionNotice />
        {info.isError && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('desk.userInfoFailed')}</MessageBarTitle>
              {localise(info.error.message)}
            </MessageBarBody>
          </MessageBar>
        )}
        <Card className={styles.welcome}>
          <Avatar size={72} name={realName} initials={avatarInitials(realName)} color="brand" />
          <div className={styles.welcomeText}>
            <Text as="h1" size={700} weight="semibold" className={styles.greeting} data-testid="desk-greeting">
              {t('desk.greeting', { name: realName })}
            </Text>
            <div className={styles.organisation}>
              <Text size={400} data-testid="desk-org-name">
                {orgName}
              </Text>
              {categoryName && (
                <Badge appearance="tint" color="brand" shape="rounded" data-testid="desk-org-category">
                  {categoryName}
                </Badge>
              )}
            </div>
            <Text size={300} className={styles.muted}>
              {t('desk.welcome')}
            </Text>
            <Text size={200} className={styles.date}>
              <CalendarRegular aria-hidden />
              {t('desk.today', { date: today })}
            </Text>
          </div>
        </Card>
        <DeskStats />
        <WorkbenchCards />
        <IdentityCard
          loading={info.isPending}
          rows={[
            { label: t('desk.organisation'), value: orgName, testId: 'desk-identity-org' },
            { label: t('desk.category'), value: categoryName },
            { label: t('desk.role'), value: post?.roleName, testId: 'desk-identity-role' },
            { label: t('desk.account'), value: info.data?.account || session?.account, testId: 'desk-identity-account' },
            { label: t('desk.phone'), value: info.data?.phone },
            { label: t('desk.tenantId'), value: info.data?.tenantId || session?.tenantId },
          ]}
        />
        <MyOrganisationsCard />
        <RecentFeedbackCard />
        <RegionCard />
      </main>
    </div>
  );
}
