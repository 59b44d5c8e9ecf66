import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { contractPlatformEndpoints as e } from '@shared/api/contractPlatformEndpoints';
import type { PlatformContract } from '@shared/domain/contractPlatform';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { useLooseT } from '../../crud/looseT';
import { AttachmentLinks } from '../../features/uploads/AttachmentLinks';

const text = (v: unknown) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.map((x) => (x as { name?: string }).name ?? '').join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A small read-only table (the detail page's history and status log). */
function SimpleTable(props: { testId: string; heads: string[]; rows: { key: string; cells: string[] }[]; empty: string }) {
  if (!props.rows.length) return <Text data-testid={props.testId}>{props.empty}</Text>;
  return (
    <Table size="small" data-testid={props.testId}>
      <TableHeader>
        <TableRow>
          {props.heads.map((h) => (
            <TableHeaderCell key={h}>{h}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.rows.map((r) => (
          <TableRow key={r.key}>
            {r.cells.map((c, i) => (
              <TableCell key={i}>{c}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Every modify (变更) of the contract, newest first: when, who, why, and each changed field before → after. */
export function PlatformHistory({ record }: { record: PlatformContract }) {
  const lt = useLooseT();
  const { t } = useTranslation();
  const page = useQuery({ queryKey: ['platformContracts', 'history', record.id, record.version], queryFn: () => callEndpoint(e.history, { recordId: record.id, size: -1 }) }).data;
  const label = (field: string) => lt(`resources.platformContracts.fields.${field}`);
  const rows = (page?.records ?? []).map((h) => ({
    key: h.id,
    cells: [h.createTime, h.createUserName, h.changeReason, Object.keys(h.after).map((f) => `${label(f)}: ${text(h.before[f])} → ${text(h.after[f])}`).join('; ')],
  }));
  return <SimpleTable testId="platform-history" heads={['createTime', 'createUserName', 'changeReason', 'changes'].map(label)} rows={rows} empty={t('crud.empty')} />;
}

/** The status log: every change of status, with the code given when signing. */
export function PlatformStatusLog({ record }: { record: PlatformContract }) {
  const lt = useLooseT();
  const { t } = useTranslation();
  const page = useQuery({ queryKey: ['platformContracts', 'statusLog', record.id, record.statusContract], queryFn: () => callEndpoint(e.statusLog, { recordId: record.id, size: -1 }) }).data;
  const status = (n: number) => lt(`resources.contracts.statuses.${n}`);
  const rows = (page?.records ?? []).map((s) => ({ key: s.id, cells: [s.createTime, s.createUserName, `${status(s.fromStatus)} → ${status(s.toStatus)}`, s.code] }));
  const label = (field: string) => lt(`resources.platformContracts.fields.${field}`);
  return <SimpleTable testId="platform-status-log" heads={['createTime', 'createUserName', 'statusContract', 'code'].map(label)} rows={rows} empty={t('crud.empty')} />;
}

/** The scans, to download. */
export function PlatformScans({ record }: { record: PlatformContract }) {
  const lt = useLooseT();
  return <AttachmentLinks label={lt('resources.platformContracts.fields.scanAttach')} links={record.scanAttach.map((s) => s.link)} testId="platform-detail-scans" />;
}
