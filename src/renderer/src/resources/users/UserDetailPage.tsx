import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { userAdminEndpoints } from '@shared/api/userAdminEndpoints';
import type { UserAdminRecord, UserPlatformDetail } from '@shared/domain/userAdmin';
import { DetailPage } from '../../crud/detail/DetailPage';
import type { DetailDescriptor } from '../../crud/detail/types';
import { useLooseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { users, type UserValues } from './index';

/** The platform-detail view reads user/platform-detail: the list's fields and every post of the account. */
const userDetails: ResourceDescriptor<UserPlatformDetail, UserValues> = {
  ...(users as unknown as ResourceDescriptor<UserPlatformDetail, UserValues>),
  name: 'userDetails',
  endpoints: { page: users.endpoints.page as ResourceDescriptor<UserPlatformDetail, UserValues>['endpoints']['page'], detail: userAdminEndpoints.platformDetail },
};

/** The account's organisations: each post's department, job post, roles and standing. */
function Posts({ record }: { record: UserPlatformDetail }) {
  const lt = useLooseT();
  const head = ['tenantName', 'deptName', 'postName', 'roleNames', 'joinStatus'];
  return (
    <Table size="small" data-testid="user-posts">
      <TableHeader>
        <TableRow>
          {head.map((h) => (
            <TableHeaderCell key={h}>{lt(`resources.userDetails.fields.${h}`)}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {(record.posts ?? []).map((p) => (
          <TableRow key={`${p.tenantId}-${p.deptName}`}>
            <TableCell>{p.tenantName}</TableCell>
            <TableCell>{p.deptName}</TableCell>
            <TableCell>{p.postName}</TableCell>
            <TableCell>{p.roleNames.join(', ')}</TableCell>
            <TableCell>{lt(`resources.members.statuses.${p.joinStatus}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export const userDetail: DetailDescriptor<UserPlatformDetail> = {
  resource: userDetails,
  title: ['account', 'realName', 'status'],
  tabs: [
    {
      name: 'info',
      label: 'crud.detail.info',
      fields: ['account', 'name', 'realName', 'phone', 'userType', 'status', 'avatarStatus', 'joinCount', 'createTime', { key: 'tenantNames', wide: true }],
    },
    { name: 'posts', label: 'resources.userDetails.posts', Component: Posts },
  ],
};

export type { UserAdminRecord };
export default function UserDetailPage() {
  return <DetailPage detail={userDetail} />;
}
