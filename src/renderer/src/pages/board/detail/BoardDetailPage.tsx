import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { financeExpenseEndpoints } from '@shared/api/financeExpenseEndpoints';
import { projectEndpoints } from '@shared/api/projectEndpoints';
import { COUNTED_STATUSES } from '@shared/domain/contract';
import { formatYuan, sumMoney } from '@shared/domain/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { callEndpoint } from '../../../api/callEndpoint';
import { DictLabel } from '../../../crud/dictionary';
import { useDocumentTitle } from '../../../i18n/useDocumentTitle';
import { MoneyBarChart } from '../../../resources/stats/MoneyBarChart';
import { BoardFigures, BoardLink, BoardPanel, BoardState, BoardSurface, BoardTable } from '../list/boardParts';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const counted = (status: number) => (COUNTED_STATUSES as readonly number[]).includes(status);

/**
 * /board/detail?id=: one project on the wall — its owner contracts' total (signed, paused, archived),
 * invoiced and arrived, a chart and the contracts one by one, from the project detail and the
 * project's money (contract-other-fee/project-money, in the caller's data scope).
 */
export default function BoardDetailPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d{1,32}$/.test(id);
  const project = useQuery({ queryKey: ['boardProject', id], queryFn: () => callEndpoint(projectEndpoints.detail, { projectId: id }), enabled: valid });
  const money = useQuery({ queryKey: ['projectMoney', id], queryFn: () => callEndpoint(financeExpenseEndpoints.projectMoney, { projectId: id }), enabled: valid });
  useDocumentTitle(project.data?.name ?? t('shell.pages.boardDetail'));
  const rows = useMemo(() => money.data ?? [], [money.data]);
  const categories = useMemo(() => rows.map((r) => r.name), [rows]);
  const series = useMemo(
    () => [
      { name: t('stats.board.contractAmount'), values: rows.map((r) => r.currContractAmount) },
      { name: t('stats.board.invoiced'), values: rows.map((r) => r.invoiceAmount) },
      { name: t('stats.board.arrived'), values: rows.map((r) => r.arriveAmount) },
    ],
    [rows, t],
  );
  const error = valid ? (project.error ?? money.error) : new Error(t('stats.board.notFound'));
  return (
    <BoardSurface testId="board-detail">
      <BoardLink to="/board/list" testId="board-back">
        ← {t('stats.board.backToList')}
      </BoardLink>
      <BoardState loading={project.isPending || money.isPending} error={error}>
        <div className={styles.head}>
          <Text as="h1" size={800} weight="bold" data-testid="board-detail-name">
            {project.data?.name}
          </Text>
          <Text className={styles.muted}>{project.data?.code}</Text>
          <Text>{project.data?.ownerName}</Text>
          <Text>
            <DictLabel code="xmzt" value={project.data?.statusInitiation} />
          </Text>
        </div>
        <BoardPanel title={t('stats.board.projectOverview')}>
          <BoardFigures
            items={[
              { key: 'contractAmount', label: t('stats.board.figures.contractAmount'), value: formatYuan(sumMoney(rows.filter((r) => counted(r.statusContract)).map((r) => r.currContractAmount))) },
              { key: 'invoiced', label: t('stats.board.figures.invoiced'), value: formatYuan(sumMoney(rows.map((r) => r.invoiceAmount))) },
              { key: 'arrived', label: t('stats.board.figures.arrived'), value: formatYuan(sumMoney(rows.map((r) => r.arriveAmount))) },
              { key: 'contracts', label: t('stats.board.figures.contracts'), value: String(rows.length) },
            ]}
          />
          {rows.length > 0 && <MoneyBarChart dark categories={categories} series={series} testId="board-detail-chart" />}
        </BoardPanel>
        <BoardPanel title={t('stats.board.contracts')} testId="board-detail-contracts">
          {rows.length === 0 ? (
            <Text className={styles.muted}>{t('stats.board.empty')}</Text>
          ) : (
            <BoardTable
              label={t('stats.board.contracts')}
              rows={rows}
              rowKey={(r) => r.contractOwnerId}
              rowTestId="board-contract-row"
              columns={[
                { key: 'name', label: t('stats.board.contractName'), cell: (r) => r.name },
                { key: 'code', label: t('stats.board.contractCode'), cell: (r) => r.code },
                { key: 'status', label: t('stats.board.contractStatus'), cell: (r) => <DictLabel code="htzt" value={r.statusContract} /> },
                { key: 'amount', label: t('stats.board.contractAmount'), cell: (r) => formatYuan(r.currContractAmount), figure: true },
                { key: 'invoiced', label: t('stats.board.invoiced'), cell: (r) => formatYuan(r.invoiceAmount), figure: true },
                { key: 'arrived', label: t('stats.board.arrived'), cell: (r) => formatYuan(r.arriveAmount), figure: true },
              ]}
            />
          )}
        </BoardPanel>
      </BoardState>
    </BoardSurface>
  );
}
