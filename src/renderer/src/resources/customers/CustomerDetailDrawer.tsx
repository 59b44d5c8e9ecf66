import {
  Body1Strong,
  Button,
  Caption1,
  Card,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  OverlayDrawer,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, DismissRegular } from '@fluentui/react-icons';
import type { Customer } from '@shared/domain/customer';
import type { FollowRecord } from '@shared/domain/followRecord';
import { DEFAULT_PAGE_SIZE } from '@shared/domain/paging';
import { MESSAGES } from '@shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { CrudDrawer, type DrawerState } from '../../crud/CrudForm';
import { useLooseT } from '../../crud/looseT';
import { Pagination } from '../../crud/Pagination';
import { resourceQueries } from '../../crud/resourceQueries';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { usePermission } from '../../shell/menu/menuQueries';
import { useNotify } from '../../shell/toast';
import { useRegionName } from '../../api/useRegionName';
import { Thumbnail } from '../../features/uploads/fields/Thumbnail';
import { followRecordsOf, toFieldFiles } from '../followRecords';
import { customerQueries } from './queries';
import { RichTextView } from '../../components/RichTextView';
import { ConfirmDialog } from '../../components/ConfirmDialog';

const useStyles = makeStyles({
  drawer: { width: '60vw', maxWidth: '100vw' },
  summary: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingVerticalS },
  wide: { gridColumn: '1 / -1' },
  section: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBlock: tokens.spacingVerticalL },
  records: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  meta: { color: tokens.colorNeutralForeground3 },
  images: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  empty: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalL, textAlign: 'center' },
});

/**
 * The customer detail (a drawer over the list, so the list keeps its search and page): the
 * customer's fields and its follow-up records, added in a drawer form and removed after confirmation.
 */
export function CustomerDetailDrawer(props: { customerId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <OverlayDrawer
      position="end"
      modalType="alert"
      open={props.customerId !== null}
      className={styles.drawer}
      data-testid="customer-detail"
      onOpenChange={(_, d) => {
        if (!d.open && d.type !== 'backdropClick') props.onClose();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('crud.close')} icon={<DismissRegular />} onClick={props.onClose} />}>
          {t('customerScreens.detailTitle')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{props.customerId && <CustomerDetail key={props.customerId} id={props.customerId} />}</DrawerBody>
    </OverlayDrawer>
  );
}

function CustomerDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const lt = useLooseT();
  const styles = useStyles();
  const customer = useQuery(customerQueries.detail(id));
  const area = useRegionName(customer.data?.areaCode ?? '');
  if (!customer.data) return <Spinner />;
  const c = customer.data;
  const field = (key: keyof Customer, value: string, wide = false) => (
    <Field label={lt(`resources.customers.fields.${key}`)} className={wide ? styles.wide : undefined}>
      <Input readOnly value={value} data-testid={`detail-${key}`} />
    </Field>
  );
  return (
    <>
      <div className={styles.summary}>
        {field('compName', c.compName)}
        {field('status', lt(`resources.customers.statuses.${c.status}`))}
        {field('legal', c.legal)}
        {field('areaCode', area)}
        {field('contacts', c.contacts)}
        {field('phone', c.phone)}
        {field('wechat', c.wechat)}
        {field('qq', c.qq)}
        {field('email', c.email)}
        {field('createUserName', c.createUserName)}
        {field('createTime', c.createTime)}
        {c.remark && field('remark', c.remark, true)}
      </div>
      <FollowRecords customerId={c.id} title={t('customerScreens.records')} />
    </>
  );
}

function FollowRecords({ customerId, title }: { customerId: string; title: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const resource = useMemo(() => followRecordsOf(customerId), [customerId]);
  const queries = resourceQueries(resource);
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [confirm, setConfirm] = useState<FollowRecord | null>(null);
  const canWrite = usePermission('customer_follow_record');
  const list = useQuery(queries.list({ customerId, ...paging }));
  const records = list.data?.records ?? [];

  const remove = async () => {
    if (!confirm) return;
    try {
      await callEndpoint(resource.remove!.endpoint, { ids: confirm.id });
      notify('success', localise(MESSAGES.deleted));
      await queryClient.invalidateQueries({ queryKey: queries.keys.all });
    } catch (error) {
      notify('error', localise((error as Error).message));
    }
    setConfirm(null);
  };

  return (
    <section aria-label={title} data-testid="follow-records">
      <div className={styles.section}>
        <Subtitle2>{title}</Subtitle2>
        {canWrite && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setDrawer({ mode: 'add' })} data-testid="follow-add">
            {t('customerScreens.addRecord')}
          </Button>
        )}
      </div>
      <div className={styles.records}>
        {list.isLoading && <Spinner />}
        {!list.isLoading && records.length === 0 && <div className={styles.empty}>{t('customerScreens.noRecords')}</div>}
        {records.map((r) => (
          <Card key={r.id} data-testid="follow-record">
            <div className={styles.head}>
              <div>
                <Body1Strong>{r.theme}</Body1Strong>
                <div className={styles.meta}>
                  <Caption1>
                    {t('customerScreens.recordTime', { start: r.startTime, end: r.endTime })} · {t('customerScreens.follower', { name: r.followerName })}
                  </Caption1>
                </div>
              </div>
              {canWrite && (
                <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setConfirm(r)} aria-label={`${t('customerScreens.removeRecord')} ${r.theme}`}>
                  {t('crud.remove')}
                </Button>
              )}
            </div>
            <RichTextView testId="follow-remark" html={r.remark} />
            {r.imgList.length > 0 && (
              <div className={styles.images}>
                {toFieldFiles(r.imgList).map((file) => (
                  <Thumbnail key={file.key} file={file} />
                ))}
              </div>
            )}
          </Card>
        ))}
      </div>
      {(list.data?.total ?? 0) > DEFAULT_PAGE_SIZE && (
        <Pagination total={list.data?.total ?? 0} current={paging.current} size={paging.size} onChange={(current, size) => setPaging({ current, size })} />
      )}
      <CrudDrawer resource={resource} state={drawer} scope={customerId} onClose={() => setDrawer(null)} />
      <ConfirmDialog
        open={confirm !== null}
        title={t('crud.confirmTitle')}
        message={t('customerScreens.confirmRemoveRecord', { theme: confirm?.theme ?? '' })}
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(null)}
        confirmTestId="follow-confirm"
      />
    </section>
  );
}
