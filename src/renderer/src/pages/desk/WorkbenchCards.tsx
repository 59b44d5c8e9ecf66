import { makeStyles, tokens } from '@fluentui/react-components';
import { DocumentBulletListRegular, FolderRegular, MoneyRegular, ReceiptRegular, WalletRegular } from '@fluentui/react-icons';
import type { WorkbenchStatusCount, WorkbenchStatusMoney } from '@shared/api/workbenchEndpoints';
import { formatYuan } from '@shared/domain/money';
import { WORKBENCH_PARTS } from '@shared/domain/workbench';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../components/QueryFailure';
import { useDictionary } from '../../crud/dictionary';
import { useLooseT } from '../../crud/looseT';
import { FigureCard, type FigureRow } from './FigureCard';
import { RecentNoticesCard } from './RecentNoticesCard';
import { workbenchQuery } from './workbenchQuery';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL },
});

const byStatus = (rows: (WorkbenchStatusCount | WorkbenchStatusMoney)[], label: (status: number) => string): FigureRow[] =>
  rows.map((r) => ({ key: `status-${r.status}`, label: label(r.status), count: r.count, amount: 'amount' in r ? formatYuan(r.amount) : undefined }));

/**
 * What this person acts on (issue 18): their projects and their organisation's owner contracts by
 * status, invoices due and overdue, payment requests waiting for them (the payer) or their own
 * (party B), and the latest notices. One call answers every count; a part the answer lacks has no card.
 * A card opens its part's screen (the server sends a part only to categories offered that screen).
 */
export function WorkbenchCards() {
  const styles = useStyles();
  const { t } = useTranslation();
  const lt = useLooseT();
  const figures = useQuery(workbenchQuery());
  const projectStatus = useDictionary('xmzt').label;
  const payStatus = useDictionary('qkfkzt').label;
  const data = figures.data;
  return (
    <>
      {figures.error && <QueryFailure error={figures.error} />}
      <div className={styles.grid} data-testid="workbench-cards">
        {data?.projects && (
          <FigureCard icon={FolderRegular} title={t('deskLists.work.projects')} to={WORKBENCH_PARTS.projects.path} testId="work-projects" rows={byStatus(data.projects, projectStatus)} />
        )}
        {data?.contracts && (
          <FigureCard
            icon={DocumentBulletListRegular}
            title={t('deskLists.work.contracts')}
            to={WORKBENCH_PARTS.contracts.path}
            testId="work-contracts"
            rows={byStatus(data.contracts, (s) => lt(`resources.contracts.statuses.${s}`))}
          />
        )}
        {data?.invoices && (
          <FigureCard
            icon={ReceiptRegular}
            title={t('deskLists.work.invoices')}
            to={WORKBENCH_PARTS.invoices.path}
            testId="work-invoices"
            rows={[
              { key: 'overdue', label: t('deskLists.work.overdue'), count: data.invoices.overdue.count, amount: formatYuan(data.invoices.overdue.amount) },
              { key: 'due', label: t('deskLists.work.due'), count: data.invoices.due.count, amount: formatYuan(data.invoices.due.amount) },
            ]}
          />
        )}
        {data?.payables && (
          <FigureCard icon={WalletRegular} title={t('deskLists.work.payables')} to={WORKBENCH_PARTS.payables.path} testId="work-payables" rows={byStatus(data.payables, payStatus)} />
        )}
        {data?.requests && (
          <FigureCard icon={MoneyRegular} title={t('deskLists.work.requests')} to={WORKBENCH_PARTS.requests.path} testId="work-requests" rows={byStatus(data.requests, payStatus)} />
        )}
        <RecentNoticesCard />
      </div>
    </>
  );
}
