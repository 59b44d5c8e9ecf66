import type { ContractKind } from '@shared/domain/contract';
import { useMemo } from 'react';
import { ListPage } from '../../crud/ListPage';
import { contractHistoryOf, contractStatusLog, type HistoryEndpoint } from './index';

/** Change-history kinds of spec 2 §2 (basic, platform, project, produce, res) and the owner contract's own. */
const LABELS_OF: Record<ContractKind, string> = {
  owner: 'resources.ownerContractDetails.fields',
  platform: 'resources.contractPlatforms.fields',
  project: 'resources.contractPlatforms.fields',
  basic: 'resources.contractPlatforms.fields',
  production: 'resources.contractProductions.fields',
  resource: 'resources.contractResources.fields',
};

/**
 * 变更记录 of one contract of any kind: who changed what and when, each field before → after. The
 * kind's history endpoint is a prop (each kind declares its own in its own file); field labels are the
 * kind's resource's (`fieldLabels`, default by kind), falling back to the owner contract's.
 */
export function ChangeHistoryTable(props: {
  kind: ContractKind;
  recordId: string;
  endpoint: HistoryEndpoint;
  fieldLabels?: string;
  height?: number;
}) {
  const labels = props.fieldLabels ?? LABELS_OF[props.kind];
  const resource = useMemo(() => contractHistoryOf(props.endpoint, labels), [props.endpoint, labels]);
  const filters = useMemo(() => ({ recordId: props.recordId }), [props.recordId]);
  return (
    <div data-testid={`contract-history-${props.kind}`}>
      <ListPage resource={resource} fixedFilters={filters} height={props.height ?? 360} scope={props.recordId} />
    </div>
  );
}

/** 状态记录 of one contract of any kind (contract-log/list): when, who, from which status to which, the code given when signing. */
export function StatusLogTable(props: { kind: ContractKind; contractId: string; height?: number }) {
  const filters = useMemo(() => ({ contractId: props.contractId, kind: props.kind }), [props.contractId, props.kind]);
  return (
    <div data-testid={`contract-status-log-${props.kind}`}>
      <ListPage resource={contractStatusLog} fixedFilters={filters} height={props.height ?? 360} scope={props.contractId} />
    </div>
  );
}
