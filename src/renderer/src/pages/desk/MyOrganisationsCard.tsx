import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { BuildingMultipleRegular } from '@fluentui/react-icons';
import { JOIN_STATUSES } from '@shared/domain/organisation';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dictionaryQuery } from '../../api/referenceQueries';
import { sessionStateQuery, userOrgsQuery } from '../../api/sessionQueries';
import { DataCard } from '../../components/DataCard';

/** The dictionary naming organisation categories (key = category code). */
const CATEGORY_DICT = 'org_category';

/** Every organisation the person holds a post in, with the category named by the server's dictionary. */
export function MyOrganisationsCard() {
  const { t } = useTranslation();
  const orgs = useQuery(userOrgsQuery());
  const categories = useQuery(dictionaryQuery(CATEGORY_DICT));
  const current = useQuery(sessionStateQuery()).data?.user;
  const categoryName = (code: string) => categories.data?.find((e) => e.dictKey === code)?.dictValue ?? code;
  const joinStatus = (status: string) => ((JOIN_STATUSES as readonly string[]).includes(status) ? t(`deskLists.orgs.joinStatus.${status as (typeof JOIN_STATUSES)[number]}`) : status);

  return (
    <DataCard icon={BuildingMultipleRegular} title={t('deskLists.orgs.title')} testId="my-organisations" query={orgs}>
      {orgs.data && (
        <Table size="small" aria-label={t('deskLists.orgs.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('deskLists.orgs.organisation')}</TableHeaderCell>
              <TableHeaderCell>{t('deskLists.orgs.category')}</TableHeaderCell>
              <TableHeaderCell>{t('deskLists.orgs.post')}</TableHeaderCell>
              <TableHeaderCell>{t('deskLists.orgs.role')}</TableHeaderCell>
              <TableHeaderCell>{t('deskLists.orgs.status')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {orgs.data.map((post) => (
              <TableRow key={post.id}>
                <TableCell>
                  {post.deptName}{' '}
                  {post.tenantId === current?.tenantId && post.deptId === current?.deptId && (
                    <Badge size="small" appearance="tint" color="brand">
                      {t('deskLists.orgs.current')}
                    </Badge>
                  )}
                </TableCell>
                <TableCell data-testid={`org-category-${post.tenantId}`}>{categoryName(post.orgCategory)}</TableCell>
                <TableCell>{post.postName}</TableCell>
                <TableCell>{post.roleName}</TableCell>
                <TableCell>{joinStatus(post.joinStatus)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DataCard>
  );
}
