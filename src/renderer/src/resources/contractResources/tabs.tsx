import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { contractResourceEndpoints as e } from '@shared/api/contractResourceEndpoints';
import type { ResourceContract } from '@shared/domain/contractResource';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { looseT, useLooseT } from '../../crud/looseT';
import { AttachmentLinks } from '../../features/uploads/AttachmentLinks';

const useStyles = makeStyles({
  pane: { padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  change: { display: 'block' },
});

/** Enough of a contract's changes and status log for one page: a contract is modified a few times at most. */
const LOG_SIZE = 100;
const label = (key: string) => `resources.contractResources.${key}`;
const shown = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A small read-only table: the header's labels and the rows' cells. */
function LogTable(props: { testId: string; headers: string[]; rows: { id: string; cells: React.ReactNode[] }[]; empty: string }) {
  const styles = useStyles();
  const lt = useLooseT();
  if (!props.rows.length) return <Text className={styles.muted} data-testid={props.testId}>{lt(props.empty)}</Text>;
  return (
    <Table size="small" data-testid={props.testId}>
      <TableHeader>
        <TableRow>
          {props.headers.map((h) => (
            <TableHeaderCell key={h}>{lt(h)}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.rows.map((r) => (
          <TableRow key={r.id}>
            {r.cells.map((c, i) => (
              <TableCell key={i}>{c}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** 变更记录: each modify with who, when, why and every changed field before → after. */
export function HistoryTab({ record }: { record: ResourceContract }) {
  const styles = useStyles();
  const lt = useLooseT();
  const page = useQuery({ queryKey: ['contractResources', 'history', record.id, record.version], queryFn: () => callEndpoint(e.history, { recordId: record.id, size: LOG_SIZE, current: 1 }) }).data;
  const rows = (page?.records ?? []).map((h) => ({
    id: h.id,
    cells: [
      h.createTime,
      h.createUserName,
      h.changeReason,
      Object.keys(h.after).map((k) => (
        <span key={k} className={styles.change}>
          {`${lt(`resources.contractResources.fields.${k}`)}: ${shown(h.before[k])} → ${shown(h.after[k])}`}
        </span>
      )),
    ],
  }));
  const headers = ['createTime', 'createUserName', 'changeReason', 'changes'].map((k) => label(`history.${k}`));
  return (
    <div className={styles.pane}>
      <LogTable testId="resource-history" headers={headers} rows={rows} empty={label('history.empty')} />
    </div>
  );
}

/** 状态记录: every status change, newest first. */
export function StatusLogTab({ record }: { record: ResourceContract }) {
  const styles = useStyles();
  const page = useQuery({ queryKey: ['contractResources', 'statusLog', record.id, record.statusContract], queryFn: () => callEndpoint(e.statusLog, { id: record.id, size: LOG_SIZE, current: 1 }) }).data;
  const status = (n: number) => looseT(`resources.contracts.statuses.${n}`);
  const rows = (page?.records ?? []).map((s) => ({ id: s.id, cells: [s.createTime, s.createUserName, status(s.fromStatus), status(s.toStatus), s.code] }));
  const headers = ['createTime', 'createUserName', 'fromStatus', 'toStatus', 'code'].map((k) => label(`statusLog.${k}`));
  return (
    <div className={styles.pane}>
      <LogTable testId="resource-status-log" headers={headers} rows={rows} empty={label('statusLog.empty')} />
    </div>
  );
}

/** 附件: the contract's scans, downloaded through the core. */
export function AttachmentsTab({ record }: { record: ResourceContract }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.pane}>
      <AttachmentLinks label={t('resources.contractResources.fields.scanAttach')} links={record.scanAttach.map((a) => a.link)} testId="resource-attachments" />
    </div>
  );
}
