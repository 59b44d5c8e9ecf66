import { Caption1, makeStyles, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { reviewEndpoints } from '@shared/api/reviewEndpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api/callEndpoint';
import { useLooseT } from '../../crud/looseT';
import { AttachCell } from './AttachCell';

const useStyles = makeStyles({
  panel: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  experts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
});

/** A viewed file's experts and the opinions they gave (the owning organisation reads every one). */
export function FileReviewPanel({ fileId }: { fileId: string }) {
  const styles = useStyles();
  const lt = useLooseT();
  const experts = useQuery({ queryKey: ['reviewFiles', 'experts', fileId], queryFn: () => callEndpoint(reviewEndpoints.expertPage, { fileId, size: -1 }) });
  const opinions = useQuery({ queryKey: ['reviewFiles', 'opinions', fileId], queryFn: () => callEndpoint(reviewEndpoints.opinionPage, { fileId, size: -1 }) });
  const f = (key: string) => lt(`resources.myReviews.fields.${key}`);
  return (
    <div className={styles.panel} data-testid="review-file-panel">
      <Subtitle2>{lt('resources.reviewFiles.fields.experts')}</Subtitle2>
      <div className={styles.experts} data-testid="review-file-experts">
        {(experts.data?.records ?? []).map((x) => (
          <Caption1 key={x.id}>{lt('resources.reviewFiles.expertRows.withOrg', { name: x.expertName, org: x.expertOrgName })}</Caption1>
        ))}
        {experts.data?.records.length === 0 && <Caption1>{lt('resources.reviewFiles.expertRows.empty')}</Caption1>}
      </div>
      <Subtitle2>{lt('resources.reviewFiles.opinions.title')}</Subtitle2>
      {(opinions.data?.records.length ?? 0) === 0 ? (
        <Caption1>{lt('resources.reviewFiles.opinions.none')}</Caption1>
      ) : (
        <Table size="small" data-testid="review-opinions">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{lt('resources.reviewFiles.expertRows.expert')}</TableHeaderCell>
              <TableHeaderCell>{lt('resources.reviewFiles.expertRows.orgName')}</TableHeaderCell>
              <TableHeaderCell>{f('hasOpinion')}</TableHeaderCell>
              <TableHeaderCell>{f('opinionAttach')}</TableHeaderCell>
              <TableHeaderCell>{f('remark')}</TableHeaderCell>
              <TableHeaderCell>{lt('resources.reviewFiles.fields.createTime')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {opinions.data?.records.map((o) => (
              <TableRow key={o.id}>
                <TableCell>{o.createUserName}</TableCell>
                <TableCell>{o.createDeptName}</TableCell>
                <TableCell>{lt(`resources.myReviews.hasOpinion.${o.hasOpinion}`)}</TableCell>
                <TableCell>
                  <AttachCell attach={o.attach} testId="opinion-download" />
                </TableCell>
                <TableCell>{o.remark}</TableCell>
                <TableCell>{o.createTime}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
