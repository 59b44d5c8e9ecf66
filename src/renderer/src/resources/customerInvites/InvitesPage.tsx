import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';
import type { BizAttention } from '@shared/domain/bizAttention';
import { SEARCH_TEXT_MAX } from '@shared/domain/fields';
import { DEFAULT_PAGE_SIZE } from '@shared/domain/paging';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLooseT } from '../../crud/looseT';
import { Pagination } from '../../crud/Pagination';
import { useTableHeight } from '../../crud/useTableHeight';
import { VirtualTable } from '../../crud/VirtualTable';
import { inviteQueries } from './queries';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  search: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

const NO_SELECTION = new Set<string>();

/** /customer/invite: a read-only list of the technology companies the organisation looks after. */
export default function InvitesPage() {
  const { t } = useTranslation();
  const lt = useLooseT();
  const styles = useStyles();
  const [draft, setDraft] = useState('');
  const [compName, setCompName] = useState('');
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const height = useTableHeight(true);
  const list = useQuery(inviteQueries.list({ compName, ...paging }));
  const field = (key: string) => lt(`resources.customerInvites.fields.${key}`);
  const search = (name: string) => {
    setCompName(name);
    setPaging((p) => ({ ...p, current: 1 }));
  };
  const column = (key: keyof BizAttention, render: (r: BizAttention) => string, width?: number) => ({ key, label: field(key), render, width });

  return (
    <div className={styles.page} data-testid="list-customerInvites">
      <form
        className={styles.search}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search(draft.trim());
        }}
      >
        <Field label={field('compName')}>
          <Input aria-label={field('compName')} maxLength={SEARCH_TEXT_MAX} value={draft} onChange={(_, d) => setDraft(d.value)} />
        </Field>
        <Button type="submit" appearance="primary" icon={<SearchRegular />}>
          {t('crud.search')}
        </Button>
        <Button
          icon={<ArrowResetRegular />}
          onClick={() => {
            setDraft('');
            search('');
          }}
        >
          {t('crud.reset')}
        </Button>
      </form>
      <VirtualTable
        rows={list.data?.records ?? []}
        height={height}
        selectable={false}
        selected={NO_SELECTION}
        onSelect={() => undefined}
        columns={[
          column('compName', (r) => r.compName, 280),
          column('code', (r) => r.code),
          column('orgCategory', (r) => lt(`orgCategories.${r.orgCategory}`)),
          column('frameworkAgreement', (r) => lt(`resources.customerInvites.agreement.${r.frameworkAgreement}`)),
          column('createTime', (r) => r.createTime, 170),
        ]}
        actionsLabel={t('crud.actions')}
        emptyText={list.isLoading ? t('crud.loading') : t('crud.empty')}
        selectAllLabel={t('crud.selectAll')}
        selectRowLabel={(r) => t('crud.selectRow', { id: r.id })}
      />
      <Pagination total={list.data?.total ?? 0} current={paging.current} size={paging.size} onChange={(current, size) => setPaging({ current, size })} />
    </div>
  );
}
