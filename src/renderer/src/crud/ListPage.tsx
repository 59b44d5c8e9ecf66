import {
  Button,
  Dropdown,
  Field,
  Input,
  Option,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, SearchRegular, ArrowResetRegular } from '@fluentui/react-icons';
import { SEARCH_TEXT_MAX } from '@shared/domain/fields';
import { MESSAGES } from '@shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { callEndpoint } from '../api/callEndpoint';
import { regionChildrenQuery } from '../api/referenceQueries';
import { useLocaliseMessage } from '../i18n/useLocaliseMessage';
import { usePermission } from '../shell/menu/menuQueries';
import { useNotify } from '../shell/toast';
import { CrudDrawer, type DrawerState } from './CrudForm';
import { Pagination } from './Pagination';
import { RowButton } from './RowButton';
import { resourceQueries, type ListFilters } from './resourceQueries';
import type { ReadOnlyResourceDescriptor, ResourceDescriptor, SearchField } from './types';
import { useTableHeight } from './useTableHeight';
import { VirtualTable } from './VirtualTable';
import { DayPicker } from '../components/DayPicker';
import { useLooseT } from './looseT';
import { DEFAULT_PAGE_SIZE } from '@shared/domain/paging';
import { ConfirmDialog } from '../components/ConfirmDialog';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  // Above the table's sticky header (z-index 1), so a search dropdown's list is not hidden under it.
  search: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, position: 'relative', zIndex: 2 },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Confirm = { ids: string[] } | null;

/**
 * The generic list page: search form (search resets to page 1), virtualised table with
 * selection, pagination, add, edit, view and delete with confirmation; the drawer form.
 */
export function ListPage<Rec extends { id: string }, Values extends FieldValues>({
  resource,
  fixedFilters,
  rowActions,
  actionsWidth,
}: {
  resource: ResourceDescriptor<Rec, Values> | ReadOnlyResourceDescriptor<Rec>;
  /** Filters the screen always sends, not shown in the search form (my customers: mine=1). */
  fixedFilters?: Record<string, string>;
  /** A resource's own row actions, after view, edit and delete (details, change status). */
  rowActions?: (record: Rec) => ReactNode;
  actionsWidth?: number;
}) {
  const editable = !('readOnly' in resource);
  const { t } = useTranslation();
  const styles = useStyles();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const queries = resourceQueries(resource);
  const [draftSearch, setDraftSearch] = useState<Record<string, string>>({});
  const [search, setSearch] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const height = useTableHeight(true);
  const permissions = 'readOnly' in resource ? undefined : resource.permissions;
  const mayAdd = usePermission(permissions?.add ?? '') || !permissions?.add;
  const mayEdit = usePermission(permissions?.edit ?? '') || !permissions?.edit;
  const mayRemove = usePermission(permissions?.remove ?? '') || !permissions?.remove;
  const canAdd = editable && !('noAdd' in resource && resource.noAdd) && mayAdd;
  const canEdit = editable && mayEdit;
  const canRemove = editable && mayRemove;

  // A tenantId on the page's address is passed on to its list calls (spec 1 §9).
  const tenantId = params.get('tenantId') ?? undefined;
  const filters: ListFilters = { ...search, ...fixedFilters, ...paging, ...(tenantId ? { tenantId } : {}) };
  const list = useQuery(queries.list(filters));
  const rows = list.data?.records ?? [];
  const lt = useLooseT();
  const field = (key: string) => lt(`resources.${resource.name}.fields.${key}`);

  const runSearch = (next: Record<string, string>) => {
    setSearch(next);
    setPaging((p) => ({ ...p, current: 1 }));
    setSelected(new Set());
  };

  const askRemove = (ids: string[]) => {
    if (ids.length === 0) {
      notify('warning', localise(MESSAGES.selectAtLeastOne));
      return;
    }
    setConfirm({ ids });
  };

  const remove = async () => {
    if (!confirm || 'readOnly' in resource) return;
    try {
      await callEndpoint(resource.endpoints.remove, { ids: confirm.ids.join(',') });
      notify('success', localise(MESSAGES.deleted));
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: queries.keys.all });
    } catch (error) {
      notify('error', localise((error as Error).message));
    }
    setConfirm(null);
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
      <div className={styles.toolbar}>
        {canAdd && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setDrawer({ mode: 'add' })} data-testid="crud-add">
            {t('crud.add')}
          </Button>
        )}
        {canRemove && (
          <Button icon={<DeleteRegular />} onClick={() => askRemove([...selected])} data-testid="crud-remove-selected">
            {t('crud.remove')}
          </Button>
        )}
      </div>
      <VirtualTable
        rows={rows}
        height={height}
        selected={selected}
        onSelect={setSelected}
        columns={resource.columns.map((c) => ({
          key: c.key,
          width: c.width,
          label: field(c.key),
          render: c.render ?? ((r: Rec) => String((r as Record<string, unknown>)[c.key] ?? '')),
        }))}
        actionsLabel={t('crud.actions')}
        actionsWidth={actionsWidth}
        emptyText={list.isLoading ? t('crud.loading') : t('crud.empty')}
        selectAllLabel={t('crud.selectAll')}
        selectRowLabel={(r) => t('crud.selectRow', { id: r.id })}
        selectable={editable}
        actions={!editable ? undefined : (r) => (
          <>
            <RowButton onClick={() => setDrawer({ mode: 'view', id: r.id })}>{t('crud.view')}</RowButton>
            {canEdit && <RowButton onClick={() => setDrawer({ mode: 'edit', id: r.id })}>{resource.editLabel ? lt(resource.editLabel) : t('crud.edit')}</RowButton>}
            {canRemove && <RowButton onClick={() => askRemove([r.id])}>{t('crud.remove')}</RowButton>}
            {rowActions?.(r)}
          </>
        )}
      />
      <Pagination
        total={list.data?.total ?? 0}
        current={paging.current}
        size={paging.size}
        onChange={(current, size) => {
          setPaging({ current, size });
          setSelected(new Set());
        }}
      />
      {!('readOnly' in resource) && <CrudDrawer resource={resource} state={drawer} onClose={() => setDrawer(null)} />}
      <ConfirmDialog
        open={confirm !== null}
        title={t('crud.confirmTitle')}
        message={t('crud.confirmRemove', { count: confirm?.ids.length ?? 0 })}
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(null)}
        confirmTestId="crud-confirm"
      />
    </div>
  );
}

function SearchInput(props: { field: SearchField; label: string; values: Record<string, string>; onChange: (v: Record<string, string>) => void }) {
  const { t } = useTranslation();
  const { field, values } = props;
  const set = (name: string, value: string) => props.onChange({ ...values, [name]: value });
  if (field.kind === 'select') {
    return (
      <Field label={props.label}>
        <Dropdown
        inlinePopup
          aria-label={props.label}
          placeholder={t('crud.select')}
          value={field.options.find((o) => o.value === values[field.name])?.label ?? ''}
          selectedOptions={values[field.name] ? [values[field.name]] : []}
          onOptionSelect={(_, d) => set(field.name, d.optionValue ?? '')}
        >
          {field.options.map((o) => (
            <Option key={o.value} value={o.value}>
              {o.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
    );
  }
  if (field.kind === 'province') return <ProvinceSearch label={props.label} value={values[field.name] ?? ''} onChange={(code) => set(field.name, code)} />;
  if (field.kind === 'dateRange') {
    // Ranges run from 00:00:00 of the first day to 23:59:59 of the last (spec 1 §9).
    const day = (v?: string) => (v ? v.slice(0, 10) : '');
    return (
      <Field label={props.label}>
        <div style={{ display: 'flex', gap: 4 }}>
          <DayPicker label={`${props.label} ${t('crud.from')}`} value={day(values[field.from])} onChange={(d) => set(field.from, d ? `${d} 00:00:00` : '')} />
          <DayPicker label={`${props.label} ${t('crud.to')}`} value={day(values[field.to])} onChange={(d) => set(field.to, d ? `${d} 23:59:59` : '')} />
        </div>
      </Field>
    );
  }
  return (
    <Field label={props.label}>
      <Input aria-label={props.label} maxLength={SEARCH_TEXT_MAX} value={values[field.name] ?? ''} onChange={(_, d) => set(field.name, d.value)} />
    </Field>
  );
}

function ProvinceSearch(props: { label: string; value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const provinces = useQuery(regionChildrenQuery()).data ?? [];
  return (
    <Field label={props.label}>
      <Dropdown
        inlinePopup
        aria-label={props.label}
        placeholder={t('crud.select')}
        value={provinces.find((p) => p.value === props.value)?.title ?? ''}
        selectedOptions={props.value ? [props.value] : []}
        onOptionSelect={(_, d) => props.onChange(d.optionValue ?? '')}
      >
        {provinces.map((p) => (
          <Option key={p.value} value={p.value}>
            {p.title}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
