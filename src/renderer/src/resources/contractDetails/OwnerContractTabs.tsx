import { Button, Link, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentRegular } from '@fluentui/react-icons';
import { contractOwnerEndpoints } from '@shared/api/contractOwnerEndpoints';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { clipName } from '@shared/domain/upload';
import { useNavigate } from 'react-router-dom';
import { useLooseT } from '../../crud/looseT';
import { useAttachmentDownload } from '../../features/uploads/useAttachmentDownload';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { ChangeHistoryTable, StatusLogTable } from './ChangeHistoryTable';

const T = 'resources.ownerContractDetails';

const useStyles = makeStyles({
  pad: { padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

/** 关联项目: the projects the contract associates, each opening its project page. */
export function OwnerContractProjects({ record }: { record: OwnerContract }) {
  const styles = useStyles();
  const lt = useLooseT();
  const navigate = useNavigate();
  if (record.projectList.length === 0) return <Text className={styles.pad}>{lt(`${T}.summaries.noProjects`)}</Text>;
  return (
    <div className={styles.pad}>
      <Table size="small" aria-label={lt(`${T}.tabs.projects`)}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{lt(`${T}.fields.projectCode`)}</TableHeaderCell>
            <TableHeaderCell>{lt(`${T}.fields.projectName`)}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {record.projectList.map((p) => (
            <TableRow key={p.projectId} data-testid="owner-contract-project">
              <TableCell>{p.projectCode || '—'}</TableCell>
              <TableCell>
                <Link onClick={() => navigate(`/project/details/${p.projectId}`)} data-testid="owner-contract-project-link">
                  {p.projectName || p.projectId}
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** 变更记录: every modify of the owner contract (contract-owner-history/page). */
export function OwnerContractHistory({ record }: { record: OwnerContract }) {
  return <ChangeHistoryTable kind="owner" recordId={record.id} endpoint={contractOwnerEndpoints.history} />;
}

/** 状态记录: every status change of the owner contract. */
export function OwnerContractStatusLog({ record }: { record: OwnerContract }) {
  return <StatusLogTable kind="owner" contractId={record.id} />;
}

/** 附件: the contract's scans by their names, each downloaded through the core (its download permission applies). */
export function OwnerContractAttachments({ record }: { record: OwnerContract }) {
  const styles = useStyles();
  const lt = useLooseT();
  const localise = useLocaliseMessage();
  const { download, message } = useAttachmentDownload();
  const items = record.scanAttach ?? [];
  return (
    <div className={styles.pad} data-testid="owner-contract-attachments">
      <Text weight="semibold">{lt(`${T}.fields.scanAttach`)}</Text>
      {items.length === 0 && <Text className={styles.muted}>{lt(`${T}.summaries.noAttachments`)}</Text>}
      {items.map((a) => (
        <div key={a.attachId || a.link} className={styles.row} data-testid="attachment-link">
          <DocumentRegular aria-hidden />
          <Text title={a.name}>{clipName(a.name)}</Text>
          <Button size="small" appearance="subtle" icon={<ArrowDownloadRegular />} aria-label={`${lt(`${T}.summaries.download`)} ${a.name}`} onClick={() => void download(a.link, a.name)}>
            {lt(`${T}.summaries.download`)}
          </Button>
        </div>
      ))}
      {message && <Text className={styles.warning}>{localise(message)}</Text>}
    </div>
  );
}
