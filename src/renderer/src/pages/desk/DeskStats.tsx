import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AlertRegular, BuildingMultipleRegular } from '@fluentui/react-icons';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { sessionStateQuery } from '../../api/sessionQueries';
import { designCompaniesQuery, unreadCountQuery } from '../../shell/shellQueries';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL },
  card: { flexDirection: 'row', alignItems: 'center', gap: tokens.spacingHorizontalL, padding: tokens.spacingHorizontalL },
  icon: {
    width: '48px',
    height: '48px',
    borderRadius: tokens.borderRadiusLarge,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '24px',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  text: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
});

function Stat({ icon, label, value, testId, onClick }: { icon: ReactNode; label: string; value: string; testId: string; onClick?: () => void }) {
  const styles = useStyles();
  return (
    <Card className={styles.card} onClick={onClick} data-testid={testId}>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <span className={styles.text}>
        <Text size={200} className={styles.muted}>
          {label}
        </Text>
        <Text size={600} weight="semibold" data-testid={`${testId}-value`}>
          {value}
        </Text>
      </span>
    </Card>
  );
}

/** The workbench's counts: unread notices for everyone; the operator's managed design companies. */
export function DeskStats() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useQuery(sessionStateQuery()).data?.user;
  const unread = useQuery(unreadCountQuery()).data;
  const operator = user?.tenantId === OPERATOR_TENANT && !!user.orgCode;
  const companies = useQuery({ ...designCompaniesQuery(), enabled: operator }).data;
  return (
    <div className={styles.row}>
      <Stat icon={<AlertRegular />} label={t('shell.desk.unreadNotices')} value={unread === undefined ? '–' : String(unread)} testId="desk-unread" onClick={() => void navigate('/notice')} />
      {operator && (
        <Stat
          icon={<BuildingMultipleRegular />}
          label={t('shell.desk.designCompanies')}
          value={companies ? t('shell.desk.designCompaniesCount', { count: companies.total }) : '–'}
          testId="desk-design-companies"
        />
      )}
    </div>
  );
}
