import {
  Button,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular, ArrowResetRegular, ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CrudDrawer, type DrawerState } from './CrudForm';
import { Pagination } from './Pagination';
import { resourceQueries, type ListFilters } from './resourceQueries';
import type { ReadOnlyResourceDescriptor, ResourceDescriptor } from './types';
import { useTableHeight } from './useTableHeight';
import { VirtualTable } from './VirtualTable';
import { SearchInput } from './SearchInput';
import { useLooseT } from './looseT';
import { DEFAULT_PAGE_SIZE } from '@shared/domain/paging';
import { actionsWidthFor, removeAction } from './actions/declared';
import { usePermissionCheck } from './actions/permissions';
import { RowButtons } from './actions/RowButtons';
import { RowMoreMenu, type OpenRowMenu } from './actions/RowMoreMenu';
import { Toolbar } from './actions/Toolbar';
import { ListExport } from './export/ListExport';
import { useActionRunner } from './actions/useActionRunner';
import { treeRows } from './treeRows';
import type { RowAction } from './types';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  // Above the table's sticky header (z-index 1), so a search dropdown's list is not hidden under it.
  search: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, position: 'relative', zIndex: 2 },
  branch: { display: 'inline-flex', alignItems: 'center', gap: '2px' },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  toggle: { minWidth: '24px', width: '24px', height: '24px', padding: 0, flexShrink: 0 },
});

/**
 * The generic list page: search form (search resets to page 1), virtualised table with
 * selection, pagination; the declared modes' buttons and drawer form, delete with confirmation,
 * and the declared row and bulk actions.
 */
export function ListPage<Rec extends { id: string }, Values extends FieldValues>({
  resource,
  fixedFilters,
  height: ownHeight,
  scope,
}: {
  resource: ResourceDescriptor<Rec, Values> | ReadOnlyResourceDescriptor<Rec>;
  /** Filters the screen always sends, not shown in the search form (my customers: mine=1). */
  fixedFilters?: Record<string, string>;
  /** Embedded in a detail page's tab: the table's own height, and the drafts' owner (the parent record). */
  height?: number;
  scope?: string;
}) {
  const declared = 'readOnly' in resource ? null : resource;
  const { t } = useTranslation();
  const styles = useStyles();
  const [params] = useSearchParams();
  const queries = resourceQueries(resource);
  const [draftSearch, setDraftSearch] = useState<Record<string, string>>({});
  const [search, setSearch] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [rowMenu, setRowMenu] = useState<OpenRowMenu | null>(null);
  const fitted = useTableHeight(true);
  const height = ownHeight ?? fitted;
  const may = usePermissionCheck();
  const runner = useActionRunner<Rec>(resource, () => setSelected(new Set()));
  const remove = declared ? removeAction(declared) : null;

  // A tenantId on the page's address is passed on to its list calls (spec 1 §9).
  const tenantId = params.get('tenantId') ?? undefined;
  // What the list shows without its paging: an export pages through all of it.
  const shownFilters = { ...search, ...fixedFilters, ...(tenantId ? { tenantId } : {}) };
  const filters: ListFilters = { ...shownFilters, ...paging };
  const list = useQuery(queries.list(filters));
  // A tree list shows its roots' descendants as rows of their own, indented, closed branches left out.
  const tree = declared?.tree;
  const [closed, setClosed] = useState<Set<string>>(new Set());
  const shownTree = tree ? treeRows(list.data?.records ?? [], tree.children, closed) : null;
  const rows = shownTree ? shownTree.map((r) => r.record) : (list.data?.records ?? []);
  const depthOf = new Map(shownTree?.map((r) => [r.record.id, r] as const));
  const toggleBranch = (id: string) =>
    setClosed((c) => {
      const next = new Set(c);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const onAction = (action: RowAction<Rec>, records: Rec[]) => (action.kind === 'add' ? setDrawer({ mode: 'add', preset: action.initial(records[0]) }) : runner.start(action, records));
  const lt = useLooseT();
  const field = (key: string) => lt(`resources.${resource.name}.fields.${key}`);

  const runSearch = (next: Record<string, string>) => {
    setSearch(next);
    setPaging((p) => ({ ...p, current: 1 }));
    setSelected(new Set());
  };

  return (
    <div className={styles.page} data-testid={`list-${resource.name}`}>
      <form
        className={styles.search}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          runSearch(draftSearch);
        }}
      >
        {resource.search.map((s) => (
          <SearchInput key={s.name} field={s} label={field(s.name)} values={draftSearch} onChange={setDraftSearch} />
        ))}
        <Button type="submit" appearance="primary" icon={<SearchRegular />}>
          {t('crud.search')}
        </Button>
        <Button
          icon={<ArrowResetRegular />}
          onClick={() => {
            setDraftSearch({});
            runSearch({});
          }}
        >
          {t('crud.reset')}
        </Button>
      </form>
      {declared ? (
        <Toolbar resource={declared} selected={rows.filter((r) => selected.has(r.id))} may={may} remove={remove} onAdd={() => setDrawer({ mode: 'add' })} onAction={onAction} filters={shownFilters} />
      ) : (
        resource.export !== false && (
          <div className={styles.toolbar}>
            <ListExport resource={resource} filters={shownFilters} may={may} />
          </div>
        )
      )}
      <VirtualTable
        rows={rows}
        height={height}
        selected={selected}
        onSelect={setSelected}
        columns={resource.columns.map((c, i) => {
          const render = c.render ?? ((r: Rec) => String((r as Record<string, unknown>)[c.key] ?? ''));
          return {
            key: c.key,
            width: c.width,
            align: c.align,
            label: field(c.key),
            // A tree list's first column carries the indent and the branch's toggle.
            render:
              shownTree && i === 0
                ? (r: Rec) => {
                    const at = depthOf.get(r.id);
                    const open = !closed.has(r.id);
                    const name = String((r as Record<string, unknown>)[c.key] ?? '');
                    return (
                      <span className={styles.branch} style={{ paddingLeft: `${(at?.depth ?? 0) * 20}px` }}>
                        {at?.hasChildren ? (
                          <Button
                            appearance="subtle"
                            size="small"
                            className={styles.toggle}
                            aria-expanded={open}
                            aria-label={t(open ? 'crud.treeCollapse' : 'crud.treeExpand', { name })}
                            icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
                            onClick={() => toggleBranch(r.id)}
                          />
                        ) : (
                          <span className={styles.toggle} />
                        )}
                        {render(r)}
                      </span>
                    );
                  }
                : render,
          };
        })}
        actionsLabel={t('crud.actions.column')}
        actionsWidth={declared ? actionsWidthFor(lt, declared, may) : undefined}
        emptyText={list.isLoading ? t('crud.loading') : t('crud.empty')}
        selectAllLabel={t('crud.selectAll')}
        selectRowLabel={(r) => t('crud.selectRow', { id: r.id })}
        selectable={!!declared}
        actions={declared ? (r) => <RowButtons resource={declared} record={r} lt={lt} may={may} remove={remove} onMode={(mode, id) => setDrawer({ mode, id })} onAction={onAction} onMore={(anchor, items) => setRowMenu({ anchor, items })} /> : undefined}
      />
      {'readOnly' in resource && resource.footer?.(list.data)}
      <RowMoreMenu open={rowMenu} onClose={() => setRowMenu(null)} />
      {!tree && (
        <Pagination
          total={list.data?.total ?? 0}
          current={paging.current}
          size={paging.size}
          onChange={(current, size) => {
            setPaging({ current, size });
            setSelected(new Set());
          }}
        />
      )}
      {declared && <CrudDrawer resource={declared} state={drawer} scope={scope} onClose={() => setDrawer(null)} />}
      {runner.dialogs}
    </div>
  );
}
