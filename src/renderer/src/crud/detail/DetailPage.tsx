import { Badge, Button, Spinner, Tab, TabList, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, DocumentPdfRegular, PrintRegular } from '@fluentui/react-icons';
import { findPage, permissionFlags } from '@shared/domain/menuRules';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { StatusPage } from '../../components/StatusPage';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { isOfflineError, OfflineUnavailable } from '../../offline/OfflineUnavailable';
import { matchDetailPage } from '../../resources/registry';
import { menuButtonsQuery, useMenuModel } from '../../shell/menu/menuQueries';
import { useGivePageTitle } from '../../shell/tabs/pageTitles';
import { ListPage } from '../ListPage';
import { useActionRunner } from '../actions/useActionRunner';
import type { RowAction } from '../types';
import { useLooseT } from '../looseT';
import { resourceQueries } from '../resourceQueries';
import { chooseTab } from './chooseTab';
import { DescriptionGrid } from './DescriptionGrid';
import { fieldOf } from './fieldValue';
import { EMBEDDED_LIST_HEIGHT, type DetailDescriptor, type DetailTab } from './types';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, paddingInline: tokens.spacingHorizontalL },
  heading: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginInlineStart: 'auto' },
  tabs: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  panel: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, minWidth: 0 },
  waiting: { padding: tokens.spacingVerticalXXL },
});

/**
 * A record's page (/<area>/details/{id}): a header with its title fields, then tabs — its fields, lists
 * of its children, anything the resource adds — the chosen one kept in the address (?tab=), so it
 * survives a reload and can be linked. The id has been checked by the route (numeric, menu allowed).
 */
export function DetailPage<Rec extends { id: string }>({ detail }: { detail: DetailDescriptor<Rec> }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { id = '' } = useParams();
  const record = useQuery(resourceQueries(detail.resource).detail(id));
  if (record.error) return <Unavailable error={record.error} />;
  if (!record.data) return <Spinner className={styles.waiting} label={t('crud.detail.loading')} />;
  return <Loaded detail={detail} record={record.data} />;
}

function Loaded<Rec extends { id: string }>({ detail, record }: { detail: DetailDescriptor<Rec>; record: Rec }) {
  const { t } = useTranslation();
  const lt = useLooseT();
  const styles = useStyles();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const flags = useQuery({ ...menuButtonsQuery(), select: permissionFlags }).data;
  const { resource } = detail;
  const [heading, ...others] = detail.title.map((f) => fieldOf(f, resource.columns));
  useGivePageTitle(pathname, heading ? String((record as Record<string, unknown>)[heading.key] ?? '') : undefined);

  const tabs = detail.tabs.filter((tab) => (!tab.permission || flags?.has(tab.permission)) && (!tab.shows || tab.shows(record)));
  const current = chooseTab(
    tabs.map((tab) => tab.name),
    params.get('tab'),
  );
  const choose = (name: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', name);
        return next;
      },
      // A tab is a part of the page, not a page: Back leaves the page rather than walking its tabs.
      { replace: true },
    );

  const tab = tabs.find((x) => x.name === current);
  const actions = (detail.actions ?? []).filter((a) => (!a.permission || flags?.has(a.permission)) && (a.visible?.(record) ?? true));
  return (
    <div className={styles.page} data-testid={`detail-${resource.name}`}>
      <header className={styles.header}>
        {heading && (
          <Title3 as="h1" className={styles.heading} data-testid="detail-heading">
            {heading.show(record)}
          </Title3>
        )}
        {others.map((f) => (
          <Badge key={f.key} appearance="tint" title={lt(`resources.${resource.name}.fields.${f.key}`)} data-testid={`detail-title-${f.key}`}>
            {f.show(record)}
          </Badge>
        ))}
        {actions.length > 0 && <HeaderActions actions={actions} resource={resource} record={record} />}
      </header>
      <TabList className={styles.tabs} selectedValue={current} onTabSelect={(_, d) => choose(String(d.value))} aria-label={t('crud.detail.tabs')}>
        {tabs.map((x) => (
          <Tab key={x.name} value={x.name} data-testid={`detail-tab-${x.name}`}>
            {lt(x.label)}
          </Tab>
        ))}
      </TabList>
      {tab && (
        <section role="tabpanel" aria-label={lt(tab.label)} className={styles.panel} data-testid={`detail-panel-${tab.name}`}>
          <TabContent key={tab.name} tab={tab} detail={detail} record={record} />
        </section>
      )}
    </div>
  );
}

/** The record's own buttons (打印, 导出PDF), run as a list row's actions are. */
function HeaderActions<Rec extends { id: string }>({ actions, resource, record }: { actions: RowAction<Rec>[]; resource: DetailDescriptor<Rec>['resource']; record: Rec }) {
  const styles = useStyles();
  const lt = useLooseT();
  const runner = useActionRunner<Rec>(resource);
  return (
    <div className={styles.actions}>
      {actions.map((a) => (
        <Button key={a.key} size="small" icon={a.kind === 'print' ? a.output === 'pdf' ? <DocumentPdfRegular /> : <PrintRegular /> : undefined} onClick={() => runner.start(a, [record])} data-testid={a.testId ?? `action-${a.key}`}>
          {lt(a.label)}
        </Button>
      ))}
      {runner.dialogs}
    </div>
  );
}

function TabContent<Rec extends { id: string }>({ tab, detail, record }: { tab: DetailTab<Rec>; detail: DetailDescriptor<Rec>; record: Rec }) {
  if ('fields' in tab) return <DescriptionGrid resource={detail.resource.name} columns={detail.resource.columns} fields={tab.fields} record={record} />;
  if ('list' in tab) return <EmbeddedListTab tab={tab} record={record} />;
  return <tab.Component record={record} />;
}

function EmbeddedListTab<Rec extends { id: string }>({ tab, record }: { tab: Extract<DetailTab<Rec>, { list: unknown }>; record: Rec }) {
  // One descriptor per record: a new object at every render would restart the list's form state.
  const list = useMemo(() => tab.list(record), [tab, record]);
  return <ListPage resource={list.resource} fixedFilters={list.fixedFilters} height={list.height ?? EMBEDDED_LIST_HEIGHT} scope={list.scope ?? record.id} />;
}

/** The record cannot be read: the server's own words (customer.notFound), and a way back. */
function Unavailable({ error }: { error: Error }) {
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const model = useMenuModel();
  if (isOfflineError(error)) return <OfflineUnavailable />;
  // Back where the person came from; opened from a link or a reload, the first list it belongs to.
  const list = matchDetailPage(location.pathname)?.page.detailOf?.find((path) => findPage(model, path));
  const back = () => void (location.key !== 'default' ? navigate(-1) : navigate(list ?? '/'));
  return (
    <StatusPage
      as="section"
      heading={t('crud.detail.unavailable')}
      body={localise(error.message)}
      actions={
        <Button appearance="primary" icon={<ArrowLeftRegular />} onClick={back} data-testid="detail-back">
          {t('crud.detail.back')}
        </Button>
      }
    />
  );
}
