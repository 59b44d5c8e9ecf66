import { Card, CardHeader, makeStyles, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { PeopleTeamRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  title: { margin: 0 },
  icon: { color: tokens.colorBrandForeground1, fontSize: '20px' },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    margin: 0,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0 },
  term: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export interface IdentityRow {
  label: string;
  value: string | undefined;
  testId?: string;
}

/** Who is signed in, where: a read-only description list. */
export function IdentityCard({ rows, loading }: { rows: IdentityRow[]; loading: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Card className={styles.card}>
      <CardHeader
        image={<PeopleTeamRegular className={styles.icon} />}
        header={
          <Text as="h2" size={400} weight="semibold" className={styles.title}>
            {t('desk.profileTitle')}
          </Text>
        }
      />
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.item}>
            <dt className={styles.term}>{row.label}</dt>
            <dd className={styles.value} data-testid={row.testId}>
              {row.value === undefined && loading ? (
                <Skeleton aria-hidden>
                  <SkeletonItem size={16} />
                </Skeleton>
              ) : (
                <Text size={300}>{row.value || t('desk.notSet')}</Text>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
