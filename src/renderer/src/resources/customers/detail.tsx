import type { Customer } from '@shared/domain/customer';
import { useRegionName } from '../../api/useRegionName';
import type { DetailDescriptor } from '../../crud/detail/types';
import { followRecordsOf } from '../followRecords';
import { customers } from './index';

function RegionName({ code }: { code: string }) {
  return <>{useRegionName(code)}</>;
}

/**
 * /customer/details/{id} (spec 1 §2 "customer detail"): the customer's fields, and its follow-up
 * records as an embedded list (customerId fixed; drafts kept per customer).
 */
export const customerDetail: DetailDescriptor<Customer> = {
  resource: customers,
  title: ['compName', 'status'],
  tabs: [
    {
      name: 'info',
      label: 'crud.detail.info',
      fields: [
        'compName',
        'status',
        'legal',
        { key: 'areaCode', render: (c) => <RegionName code={c.areaCode} /> },
        'contacts',
        'phone',
        'wechat',
        'qq',
        'email',
        'createUserName',
        'createTime',
        { key: 'remark', wide: true },
      ],
    },
    {
      name: 'follow',
      label: 'resources.followRecords.name',
      list: (c) => ({ resource: followRecordsOf(c.id), fixedFilters: { customerId: c.id } }),
    },
  ],
};
