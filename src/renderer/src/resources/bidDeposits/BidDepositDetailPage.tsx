import type { BidDeposit } from '@shared/domain/financeDeposit';
import { formatYuan } from '@shared/domain/money';
import { DetailPage } from '../../crud/detail/DetailPage';
import type { DetailDescriptor, DetailField } from '../../crud/detail/types';
import { bidDeposits, depositRefunds } from './index';

const yuan = (key: 'guarantee' | 'restitutionAmount' | 'unRestitutionAmount'): DetailField<BidDeposit> => ({ key, render: (d) => formatYuan(d[key]) });

/** /finance/bid-deposit/details/{id}: the deposit and its refunds (partial refunds listed). */
const detail: DetailDescriptor<BidDeposit> = {
  resource: bidDeposits,
  title: ['bidName'],
  tabs: [
    {
      name: 'info',
      label: 'resources.bidDeposits.tabs.info',
      fields: ['bidName', 'purchasingCode', 'receiptUnitName', yuan('guarantee'), yuan('restitutionAmount'), yuan('unRestitutionAmount'), 'payDate', 'createUserName', 'createTime', { key: 'payRemark', wide: true }],
    },
    { name: 'refunds', label: 'resources.bidDeposits.tabs.refunds', list: (d) => ({ resource: depositRefunds, fixedFilters: { depositId: d.id } }) },
  ],
};

export default function BidDepositDetailPage() {
  return <DetailPage detail={detail} />;
}
