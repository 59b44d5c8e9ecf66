import { Avatar, Badge, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { BuildingMultipleRegular } from '@fluentui/react-icons';
import type { InviteInfo } from '@shared/domain/invite';
import { ORG_CATEGORY_CODES, type OrgCategory } from '@shared/domain/organisation';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  org: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  orgText: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS, minWidth: 0 },
  orgName: { margin: 0, overflowWrap: 'anywhere' },
  grid: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { ...typographyStyles.body1, color: tokens.colorNeutralForeground3 },
  value: { ...typographyStyles.body1, margin: 0, overflowWrap: 'anywhere' },
  pair: { display: 'contents' },
});

/** Where an invitation leads: the organisation with its category, then the department, the inviter and the expiry. */
export function InviteDetails({ info, testId }: { info: InviteInfo; testId?: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const category = (ORG_CATEGORY_CODES as readonly string[]).includes(info.orgCategory) ? t(`orgCategories.${info.orgCategory as OrgCategory}`) : info.orgCategory;
  const rows: [string, string][] = [
    [t('personal.deptName'), info.deptName],
    ...(info.inviterName ? [[t('personal.inviterName'), info.inviterName] as [string, string]] : []),
    [t('personal.expireTime'), info.expireTime || t('personal.neverExpires')],
  ];
  return (
    <div className={styles.root} data-testid={testId}>
      <div className={styles.org}>
        <Avatar icon={<BuildingMultipleRegular />} shape="square" size={48} color="brand" aria-hidden />
        <div className={styles.orgText}>
          <Text as="h3" size={500} weight="semibold" className={styles.orgName} data-testid="invite-org-name">
            {info.orgName}
          </Text>
          <Badge appearance="tint" color="brand">
            {category}
          </Badge>
        </div>
      </div>
      <dl className={styles.grid}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.pair}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
