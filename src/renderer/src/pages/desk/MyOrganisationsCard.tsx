import {
  Badge,
  Card,
  CardHeader,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { BuildingMultipleRegular } from '@fluentui/react-icons';
import { JOIN_STATUSES } from '@shared/domain/organisation';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dictionaryQuery } from '../../api/referenceQueries';
import { sessionStateQuery, userOrgsQuery } from '../../api/sessionQueries';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { isOfflineError, OfflineUnavailable } from '../../offline/OfflineUnavailable';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  icon: { color: tokens.colorBrandForeground1, fontSize: '20px' },
  title: { margin: 0 },
});

/** The dictionary naming organisation categories (key = category code). */
const CATEGORY_DICT = 'org_category';

/** Every organisation the person holds a post in, with the category named by the server's dictionary. */
export function MyOrganisationsCard() {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const orgs = useQuery(userOrgsQuery());
  const categories = useQuery(dictionaryQuery(CATEGORY_DICT));
  const current = useQuery(sessionStateQuery()).data?.user;
  const categoryName = (code: string) => categories.data?.find((e) => e.dictKey === code)?.dictValue ?? code;
  const joinStatus = (status: string) => ((JOIN_STATUSES as readonly string[]).includes(status) ? t(`deskLists.orgs.joinStatus.${status as (typeof JOIN_STATUSES)[number]}`) : status);

  return (
    <Card className={styles.card} data-testid="my-organisations">
      <CardHeader
        image={<BuildingMultipleRegular className={styles.icon} />}
        header={
          <Text as="h2" size={400} weight="semibold" className={styles.title}>
            {t('deskLists.orgs.title')}
          </Text>
        }
      />
      {orgs.isPending && <Spinner size="tiny" />}
      {orgs.isError &&
        (isOfflineError(orgs.error) ? (
          <OfflineUnavailable />
        ) : (
          <MessageBar intent="error">
            <MessageBarBody>{localise(orgs.error.message)}</MessageBarBody>
          </MessageBar>
        ))}
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
    </Card>
  );
}
