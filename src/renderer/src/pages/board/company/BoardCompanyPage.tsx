import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { statEndpoints } from '@shared/api/statEndpoints';
import { STAT_CATEGORIES, type StatKind } from '@shared/domain/companyStat';
import { formatYuan, percentOf } from '@shared/domain/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { callEndpoint } from '../../../api/callEndpoint';
import { DictLabel } from '../../../crud/dictionary';
import { useDocumentTitle } from '../../../i18n/useDocumentTitle';
import { MoneyBarChart } from '../../../resources/stats/MoneyBarChart';
import { BoardFigures, BoardLink, BoardPanel, BoardState, BoardSurface, BoardTable } from '../list/boardParts';

/** How many of the company's contracts the chart shows (the table lists all the call answers). */
const CHART_CONTRACTS = 10;

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const kindOf = (category: string) => (Object.entries(STAT_CATEGORIES).find(([, c]) => c === category)?.[0] ?? 'tech') as StatKind;

/**
 * /board/company?id=: one company the organisation looks after — the organisations it brought in and
 * their counted owner contracts (desktop/board-company), as figures, a chart and a table.
 */
export default function BoardCompanyPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d{1,32}$/.test(id);
  const board = useQuery({ queryKey: ['boardCompany', id], queryFn: () => callEndpoint(statEndpoints.boardCompany, { id }), enabled: valid });
  const company = board.data?.company;
  const contracts = useMemo(() => board.data?.contracts ?? [], [board.data]);
  useDocumentTitle(company?.compName ?? t('shell.pages.boardCompany'));
  const top = useMemo(() => contracts.slice(0, CHART_CONTRACTS), [contracts]);
  const categories = useMemo(() => top.map((c) => c.name), [top]);
  const series = useMemo(
    () => [
      { name: t('stats.board.contractAmount'), values: top.map((c) => c.contractAmount) },
      { name: t('stats.board.received'), values: top.map((c) => c.receivedAmount) },
    ],
    [top, t],
  );
  return (
    <BoardSurface testId="board-company">
      <BoardLink to="/board/list" testId="board-back">
        ← {t('stats.board.backToList')}
      </BoardLink>
      <BoardState loading={valid && board.isPending} error={valid ? board.error : new Error(t('stats.board.companyNotFound'))}>
        {company && (
          <>
            <div className={styles.head}>
              <Text as="h1" size={800} weight="bold" data-testid="board-company-name">
                {company.compName}
              </Text>
              <Text className={styles.muted}>{company.code}</Text>
              <Text>{t(`stats.${kindOf(company.category)}`)}</Text>
            </div>
            <BoardPanel title={t('stats.board.companyOverview')}>
              <BoardFigures
                items={[
                  { key: 'orgCount', label: t('stats.board.figures.orgCount'), value: String(company.orgCount) },
                  { key: 'monthOrgCount', label: t('stats.board.figures.monthOrgCount'), value: String(company.monthOrgCount) },
                  { key: 'contracts', label: t('stats.board.figures.contracts'), value: String(company.contractCount) },
                  { key: 'contractAmount', label: t('stats.board.figures.contractAmount'), value: formatYuan(company.contractAmount) },
                  { key: 'received', label: t('stats.board.figures.received'), value: formatYuan(company.receivedAmount) },
                  { key: 'receivedRate', label: t('stats.board.figures.receivedRate'), value: `${percentOf(company.receivedAmount, company.contractAmount)}%` },
                ]}
              />
              {top.length > 0 && <MoneyBarChart dark categories={categories} series={series} testId="board-company-chart" />}
            </BoardPanel>
            <BoardPanel title={t('stats.board.contracts')} testId="board-company-contracts">
              {contracts.length === 0 ? (
                <Text className={styles.muted}>{t('stats.board.empty')}</Text>
              ) : (
                <BoardTable
                  label={t('stats.board.contracts')}
                  rows={contracts}
                  rowKey={(c) => c.id}
                  rowTestId="board-company-contract"
                  columns={[
                    { key: 'name', label: t('stats.board.contractName'), cell: (c) => c.name },
                    { key: 'org', label: t('stats.board.organisation'), cell: (c) => c.orgName },
                    { key: 'status', label: t('stats.board.contractStatus'), cell: (c) => <DictLabel code="htzt" value={c.statusContract} /> },
                    { key: 'amount', label: t('stats.board.contractAmount'), cell: (c) => formatYuan(c.contractAmount), figure: true },
                    { key: 'received', label: t('stats.board.received'), cell: (c) => formatYuan(c.receivedAmount), figure: true },
                  ]}
                />
              )}
            </BoardPanel>
          </>
        )}
      </BoardState>
    </BoardSurface>
  );
}
