import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ArrivalSummary } from '@shared/domain/financeArrival';
import { formatYuan } from '@shared/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { ListPage } from '../../crud/ListPage';
import { EMBEDDED_LIST_HEIGHT } from '../../crud/detail/types';
import { ownerArrivalEndpoints, platformArrivalEndpoints } from '@shared/api/financeArrivalEndpoints';
import { arrivalsOf } from './index';

const useStyles = makeStyles({
  figures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, paddingInline: tokens.spacingHorizontalL, paddingTop: tokens.spacingVerticalS },
});

interface Contract {
  id: string;
  name: string;
  code: string;
  currContractAmount: string;
}

/**
 * A contract detail page's 到账 tab: the contract's arrived totals and rates (SQL sums of the server,
 * query key arrivalSummary so an arrival's save refreshes them) above its embedded arrival list.
 */
export function ArrivalsTab({ kind, record }: { kind: 'owner' | 'platform'; record: Contract }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const resource = useMemo(() => arrivalsOf(kind, record), [kind, record]);
  const summary = useQuery({
    queryKey: ['arrivalSummary', kind, record.id],
    queryFn: () => callEndpoint(kind === 'owner' ? ownerArrivalEndpoints.summary : platformArrivalEndpoints.summary, { contractId: record.id }),
  }).data;
  const field = kind === 'owner' ? 'contractOwnerId' : 'contractPlatformId';
  const figure = (key: keyof ArrivalSummary & ('contractAmount' | 'invoiceAmount' | 'arrivedAmount' | 'arriveRate' | 'unArrivedAmount' | 'writtenOffAmount'), value: string, percent = false) => (
    <Text key={key} data-testid={`arrival-summary-${key}`}>
      {t(`resources.ownerArrivals.summary.${key}`)}：{percent ? `${value} %` : formatYuan(value)}
    </Text>
  );
  return (
    <>
      {summary && (
        <div className={styles.figures}>
          {figure('contractAmount', summary.contractAmount)}
          {figure('invoiceAmount', summary.invoiceAmount)}
          {figure('arrivedAmount', summary.arrivedAmount)}
          {figure('arriveRate', summary.arriveRate, true)}
          {figure('unArrivedAmount', summary.unArrivedAmount)}
          {figure('writtenOffAmount', summary.writtenOffAmount)}
        </div>
      )}
      <ListPage resource={resource} fixedFilters={{ [field]: record.id }} height={EMBEDDED_LIST_HEIGHT} scope={record.id} />
    </>
  );
}
