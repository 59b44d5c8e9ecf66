import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { publicationEndpoints } from '@shared/api/publicationEndpoints';
import { statEndpoints } from '@shared/api/statEndpoints';
import { STAT_KINDS } from '@shared/domain/companyStat';
import { formatYuan } from '@shared/domain/money';
import { PUBLICATION_STATUS_DICT } from '@shared/domain/publication';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../api/callEndpoint';
import { DictLabel } from '../../../crud/dictionary';
import { useDocumentTitle } from '../../../i18n/useDocumentTitle';
import { BoardLink, BoardPanel, BoardState, BoardSurface, BoardTable, useNumberCell } from './boardParts';

/** Lines per page of the wall's project list, and how many companies of each kind and tasks it shows. */
export const BOARD_PAGE_SIZE = 12;
const COMPANIES_PER_KIND = 5;
const PUBLICATIONS = 8;

const useStyles = makeStyles({
  columns: { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, justifyContent: 'flex-end' },
  line: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
});

/** /board/list: the wall screen's project list (links to /board/detail), partner companies (links to /board/company) and publication tasks. */
export default function BoardListPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  useDocumentTitle(t('shell.pages.boardList'));
  return (
    <BoardSurface testId="board-list">
      <div className={styles.columns}>
        <ProjectPanel />
        <div className={styles.side}>
          <CompanyPanel />
          <PublicationPanel />
        </div>
      </div>
    </BoardSurface>
  );
}

function ProjectPanel() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [current, setCurrent] = useState(1);
  const page = useQuery({
    queryKey: ['boardProjects', current],
    queryFn: () => callEndpoint(statEndpoints.boardProjects, { current, size: BOARD_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((page.data?.total ?? 0) / BOARD_PAGE_SIZE));
  return (
    <BoardPanel title={t('stats.board.projects')} testId="board-projects">
      <BoardState loading={page.isPending} error={page.error}>
        <BoardTable
          label={t('stats.board.projects')}
          rows={page.data?.records ?? []}
          rowKey={(p) => p.id}
          rowTestId="board-project-row"
          columns={[
            { key: 'name', label: t('stats.board.name'), cell: (p) => <BoardLink to={`/board/detail?id=${p.id}`}>{p.name}</BoardLink> },
            { key: 'owner', label: t('stats.board.owner'), cell: (p) => p.ownerName },
            { key: 'status', label: t('stats.board.status'), cell: (p) => <DictLabel code="xmzt" value={p.statusInitiation} /> },
            { key: 'amount', label: t('stats.board.contractAmount'), cell: (p) => formatYuan(p.contractAmount), figure: true },
            { key: 'region', label: t('stats.board.region'), cell: (p) => p.regionName },
          ]}
        />
        {page.data?.records.length === 0 && <Text className={styles.muted}>{t('stats.board.empty')}</Text>}
        <div className={styles.pager}>
          <Button size="small" disabled={current <= 1} onClick={() => setCurrent((c) => c - 1)}>
            {t('stats.board.previous')}
          </Button>
          <Text>{t('stats.board.pageOf', { current, pages })}</Text>
          <Button size="small" disabled={current >= pages} onClick={() => setCurrent((c) => c + 1)}>
            {t('stats.board.next')}
          </Button>
        </div>
      </BoardState>
    </BoardPanel>
  );
}

/** The companies the organisation looks after with the largest contract amounts, per kind. */
function CompanyPanel() {
  const { t } = useTranslation();
  const styles = useStyles();
  const number = useNumberCell();
  const top = useQuery({
    queryKey: ['boardCompanies'],
    queryFn: async () => {
      const lists = await Promise.all(STAT_KINDS.map((k) => callEndpoint(statEndpoints[`${k}CompanyStat`], { orderBy: 'contractAmount', current: 1, size: COMPANIES_PER_KIND })));
      return STAT_KINDS.flatMap((kind, i) => lists[i].records.map((r) => ({ ...r, kind })));
    },
  });
  return (
    <BoardPanel title={t('stats.board.companies')} testId="board-companies">
      <BoardState loading={top.isPending} error={top.error}>
        {top.data?.length === 0 && <Text className={styles.muted}>{t('stats.board.empty')}</Text>}
        {top.data?.map((c) => (
          <div key={`${c.kind}-${c.id}`} className={styles.line} data-testid="board-company-line">
            <span>
              <BoardLink to={`/board/company?id=${c.id}`}>{c.compName}</BoardLink> <Text className={styles.muted}>{t(`stats.${c.kind}`)}</Text>
            </span>
            <Text className={number}>{formatYuan(c.contractAmount)}</Text>
          </div>
        ))}
      </BoardState>
    </BoardPanel>
  );
}

/** The slim publication list (spec 3: "a slimmer list exists for the board"). */
function PublicationPanel() {
  const { t } = useTranslation();
  const styles = useStyles();
  const list = useQuery({ queryKey: ['boardPublications'], queryFn: () => callEndpoint(publicationEndpoints.board, { current: 1, size: PUBLICATIONS }) });
  return (
    <BoardPanel title={t('stats.board.publications')} testId="board-publications">
      <BoardState loading={list.isPending} error={list.error}>
        {list.data?.records.length === 0 && <Text className={styles.muted}>{t('stats.board.empty')}</Text>}
        {list.data?.records.map((p) => (
          <div key={p.id} className={styles.line} data-testid="board-publication-line">
            <span>
              {p.name} <Text className={styles.muted}>{p.projectName}</Text>
            </span>
            <Text className={styles.nowrap}>
              <DictLabel code={PUBLICATION_STATUS_DICT} value={p.status} /> {p.completionTime.slice(0, 10)}
            </Text>
          </div>
        ))}
      </BoardState>
    </BoardPanel>
  );
}
