import {
  Badge,
  Button,
  makeStyles,
  mergeClasses,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { NOTICE_CATEGORY_DICT } from '@shared/domain/notice';
import { DEFAULT_PAGE_SIZE } from '@shared/domain/paging';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../components/QueryFailure';
import { DictLabel } from '../../crud/dictionary';
import { Pagination } from '../../crud/Pagination';
import { NoticeDrawer } from '../../shell/layout/NoticeDrawer';
import { messageCentreQuery, type ReadFilter } from './messageCentreQueries';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  title: { fontWeight: tokens.fontWeightRegular, padding: 0, minWidth: 0, justifyContent: 'flex-start', textAlign: 'start' },
  unreadTitle: { fontWeight: tokens.fontWeightSemibold },
  titleCell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  row: { cursor: 'pointer' },
});

const FILTERS: ReadFilter[] = ['', '0', '1'];
const FILTER_LABEL = { '': 'messageCentre.all', '0': 'messageCentre.unread', '1': 'messageCentre.read' } as const;

/** Spec 1 §2 message centre: the person's open notices, read or unread; opening one reads it. */
export default function MessageCentrePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReadFilter>('');
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery(messageCentreQuery(filter, paging.current, paging.size));
  const rows = list.data?.records ?? [];

  return (
    <div className={styles.page} data-testid="message-centre">
      <TabList
        aria-label={t('messageCentre.filter')}
        selectedValue={filter}
        onTabSelect={(_, d) => {
          setFilter(d.value as ReadFilter);
          setPaging((p) => ({ ...p, current: 1 }));
        }}
      >
        {FILTERS.map((f) => (
          <Tab key={f || 'all'} value={f} data-testid={`centre-filter-${f || 'all'}`}>
            {t(FILTER_LABEL[f])}
          </Tab>
        ))}
      </TabList>
      {list.isError && <QueryFailure error={list.error} />}
      <Table aria-label={t('shell.pages.messageCenter')} size="medium">
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: 140 }}>{t('messageCentre.category')}</TableHeaderCell>
            <TableHeaderCell>{t('messageCentre.title')}</TableHeaderCell>
            <TableHeaderCell style={{ width: 200 }}>{t('messageCentre.createTime')}</TableHeaderCell>
            <TableHeaderCell style={{ width: 100 }}>{t('messageCentre.status')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 && !list.isError && (
            <TableRow>
              <TableCell colSpan={4}>{list.isLoading ? t('messageCentre.loading') : t('messageCentre.empty')}</TableCell>
            </TableRow>
          )}
          {rows.map((n) => (
            <TableRow key={n.id} className={styles.row} onClick={() => setOpenId(n.id)} data-testid="centre-row" data-unread={n.isRead === 0 || undefined}>
              <TableCell>
                <DictLabel code={NOTICE_CATEGORY_DICT} value={n.category} />
              </TableCell>
              <TableCell>
                <span className={styles.titleCell}>
                  <Button
                    appearance="transparent"
                    className={mergeClasses(styles.title, n.isRead === 0 && styles.unreadTitle)}
                    aria-label={t('messageCentre.open', { title: n.title })}
                    onClick={(e) => {
                      e.stopPropagation();
                      setOpenId(n.id);
                    }}
                  >
                    {n.title}
                  </Button>
                </span>
              </TableCell>
              <TableCell>{n.createTime}</TableCell>
              <TableCell>
                {n.isRead === 0 ? (
                  <Badge color="danger" appearance="filled" size="small">
                    {t('messageCentre.unreadMark')}
                  </Badge>
                ) : (
                  <Text size={200}>{t('messageCentre.read')}</Text>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination total={list.data?.total ?? 0} current={paging.current} size={paging.size} onChange={(current, size) => setPaging({ current, size })} />
      <NoticeDrawer id={openId} onClose={() => setOpenId(null)} testId="centre-drawer" contentTestId="centre-content" />
    </div>
  );
}
