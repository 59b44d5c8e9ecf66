import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
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
import { BoardFigures, BoardLink, BoardPanel, BoardState, BoardSurface, useNumberCell } from '../list/boardParts';

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
  const number = useNumberCell();
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
            <Table size="small" aria-label={t('stats.board.contracts')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('stats.board.contractName')}</TableHeaderCell>
                  <TableHeaderCell>{t('stats.board.contractCode')}</TableHeaderCell>
                  <TableHeaderCell>{t('stats.board.contractStatus')}</TableHeaderCell>
                  <TableHeaderCell className={number}>{t('stats.board.contractAmount')}</TableHeaderCell>
                  <TableHeaderCell className={number}>{t('stats.board.invoiced')}</TableHeaderCell>
                  <TableHeaderCell className={number}>{t('stats.board.arrived')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.contractOwnerId} data-testid="board-contract-row">
                    <TableCell>{r.name}</TableCell>
                    <TableCell>{r.code}</TableCell>
                    <TableCell>
                      <DictLabel code="htzt" value={r.statusContract} />
                    </TableCell>
                    <TableCell className={number}>{formatYuan(r.currContractAmount)}</TableCell>
                    <TableCell className={number}>{formatYuan(r.invoiceAmount)}</TableCell>
                    <TableCell className={number}>{formatYuan(r.arriveAmount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </BoardPanel>
      </BoardState>
    </BoardSurface>
  );
}
