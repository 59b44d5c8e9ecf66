import { Button, makeStyles, Spinner, Text } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { ORG_CATEGORIES, isOrgCategory } from '@shared/domain/organisation';
import { formatYuan } from '@shared/domain/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../i18n/useDocumentTitle';
import { answerTimeOf } from '../../../offline/cachedAt';
import { ProvinceMap, TrendChart } from './BoardCharts';
import { boardQueries } from './boardQueries';

const PANEL = { backgroundColor: '#0f1c3f', border: '1px solid #23386e', borderRadius: '6px', padding: '12px 16px', minWidth: 0 } as const;

const useStyles = makeStyles({
  root: { minHeight: 'calc(100vh - 56px)', boxSizing: 'border-box', padding: '16px 24px', backgroundColor: '#0a1430', color: '#e6edff', display: 'flex', flexDirection: 'column', gap: '16px' },
  bar: { display: 'flex', alignItems: 'center', gap: '12px', color: '#9fb3e6' },
  spacer: { flexGrow: 1 },
  figures: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: '12px' },
  refresh: { color: '#c9d8ff' },
  figure: { ...PANEL, display: 'flex', flexDirection: 'column', gap: '4px' },
  label: { color: '#9fb3e6' },
  // A wall screen shows every digit: the size follows the window and a long amount wraps rather than being cut.
  value: { fontSize: 'clamp(18px, 1.45vw, 28px)', lineHeight: '1.25', fontWeight: 600, color: '#37d2ff', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  sub: { color: '#9fb3e6', fontSize: '12px' },
  main: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: '16px', flexGrow: 1 },
  panel: { ...PANEL, display: 'flex', flexDirection: 'column', gap: '8px' },
  side: { display: 'flex', flexDirection: 'column', gap: '16px', minWidth: 0 },
  map: { height: '520px', width: '100%' },
  trend: { height: '260px', width: '100%' },
  title: { fontWeight: 600, color: '#e6edff' },
  table: { width: '100%', borderCollapse: 'collapse', '& td': { padding: '4px 0', borderBottom: '1px solid #1c2c58' } },
  amount: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', color: '#37d2ff' },
  rank: { width: '28px', color: '#f2b84b' },
  counts: { display: 'flex', flexWrap: 'wrap', gap: '8px 16px', color: '#9fb3e6' },
});

function Figure({ id, label, value, sub }: { id: string; label: string; value: string; sub?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.figure} data-testid={`board-figure-${id}`}>
      <Text className={styles.label}>{label}</Text>
      <span className={styles.value} data-testid={`board-value-${id}`}>
        {value}
      </span>
      {sub !== undefined && <Text className={styles.sub}>{sub}</Text>}
    </div>
  );
}

/**
 * The data board's home (/board/index): head figures, the China map, the monthly trend and the top
 * partners, for a wall screen. Every figure comes from desktop/head-stat/* through the api layer;
 * offline, the core answers them from its cache and the time shown is that answer's.
 */
export default function BoardIndexPage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('shell.pages.board'));
  const client = useQueryClient();
  const nums = useQuery(boardQueries.nums());
  const projects = useQuery(boardQueries.projects());
  const trends = useQuery(boardQueries.trends());
  const ptList = useQuery(boardQueries.ptList());
  const ptNums = useQuery(boardQueries.ptNums());
  const l = (key: string, options?: Record<string, unknown>) => t(`resources.boardIndex.${key}` as 'resources.boardIndex.projects', options as never) as unknown as string;
  const yuan = (v: string | undefined) => (v === undefined ? '—' : formatYuan(v));
  const n = nums.data;
  const time = answerTimeOf(n);
  const en = i18n.language.startsWith('en');

  return (
    <div className={styles.root} data-testid="board-index">
      <div className={styles.bar}>
        {time && <Text data-testid="board-time">{l('updatedAt', { time })}</Text>}
        {nums.isFetching && <Spinner size="extra-tiny" />}
        <span className={styles.spacer} />
        <Button appearance="subtle" className={styles.refresh} icon={<ArrowClockwiseRegular />} aria-label={l('refresh')} title={l('refresh')} data-testid="board-refresh" onClick={() => void client.invalidateQueries({ queryKey: ['board'] })} />
      </div>
      <div className={styles.figures}>
        <Figure id="projects" label={l('projects')} value={n ? String(n.projectTotal) : '—'} sub={n?.projects.map((p) => `${l(`projectStatuses.${p.status}`)} ${p.count}`).join(' · ')} />
        <Figure id="signedYear" label={l('signedYear')} value={yuan(n?.signedYearAmount)} sub={n && l('contracts', { count: n.signedYearCount })} />
        <Figure id="signedTotal" label={l('signedTotal')} value={yuan(n?.signedTotalAmount)} sub={n && l('contracts', { count: n.signedTotalCount })} />
        <Figure id="invoiced" label={l('invoiced')} value={yuan(n?.invoiced)} />
        <Figure id="arrived" label={l('arrived')} value={yuan(n?.arrived)} />
        <Figure id="receivable" label={l('receivable')} value={yuan(n?.receivable)} />
        <Figure id="paidOut" label={l('paidOut')} value={yuan(n?.paidOut)} />
      </div>
      <div className={styles.main}>
        <section className={styles.panel}>
          <Text className={styles.title}>{l('map')}</Text>
          <ProvinceMap provinces={projects.data ?? []} className={styles.map} />
        </section>
        <div className={styles.side}>
          <section className={styles.panel}>
            <Text className={styles.title}>{l('trend')}</Text>
            <TrendChart trends={trends.data ?? []} className={styles.trend} />
          </section>
          <section className={styles.panel} data-testid="board-partners">
            <Text className={styles.title}>{l('partners')}</Text>
            {ptList.data && ptList.data.length === 0 && <Text className={styles.sub}>{l('noData')}</Text>}
            <table className={styles.table}>
              <tbody>
                {(ptList.data ?? []).map((p, i) => (
                  <tr key={`${p.id}:${p.name}`}>
                    <td className={styles.rank}>{i + 1}</td>
                    <td>{p.name}</td>
                    <td className={styles.amount}>{formatYuan(p.contractAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Text className={styles.title}>{l('partnerCounts')}</Text>
            <div className={styles.counts} data-testid="board-partner-counts">
              {(ptNums.data ?? []).map((c) => (
                <span key={c.category}>
                  {isOrgCategory(c.category) ? ORG_CATEGORIES[c.category][en ? 'en' : 'zh'] : c.category} {c.count}
                </span>
              ))}
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
