import type { ChangeHistory } from '@shared/domain/changeHistory';
import type { ContractParty } from '@shared/domain/contract';
import { useTranslation } from 'react-i18next';
import { looseT, useLooseT, type LooseT } from '../../crud/looseT';

/** htzt, second reading (resources.contracts.statuses, the common labels of every kind). */
export const statusLabel = (status: number, t: LooseT = looseT) => t(`resources.contracts.statuses.${status}`);

const isParty = (v: unknown): v is ContractParty => typeof v === 'object' && v !== null && 'deptName' in v;

/** A party, or the members of a consortium in order, by name; '' for none. */
export function partyNames(value: unknown, t: LooseT = looseT): string {
  const parties = (Array.isArray(value) ? value : [value]).filter(isParty);
  return parties.map((p) => p.deptName).join(t('crud.listSeparator'));
}

/** A list item of the history (an associated project, an attachment) by its name. */
const itemName = (v: unknown): string => {
  if (typeof v !== 'object' || v === null) return String(v);
  const o = v as Record<string, unknown>;
  return String(o.projectName ?? o.name ?? o.projectId ?? JSON.stringify(v));
};

/** A value of the history as it reads: a status by its label, parties by name, a blank as 空. */
function shown(t: LooseT, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('resources.contractHistory.none');
  if (field === 'statusContract') return statusLabel(Number(value), t);
  if (isParty(value) || (Array.isArray(value) && value.some(isParty))) return partyNames(value, t);
  if (Array.isArray(value)) return value.map(itemName).join(t('crud.listSeparator'));
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * What one change did: each changed field, before → after, labelled in the person's language — by the
 * kind's own labels, else the owner contract's (most names are shared), else the field's name.
 */
export function describeChange(change: Pick<ChangeHistory, 'before' | 'after'>, fieldLabels: string, t: LooseT, exists: (key: string) => boolean): string[] {
  const label = (field: string) => {
    const key = [`${fieldLabels}.${field}`, `resources.ownerContractDetails.fields.${field}`].find(exists);
    return key ? t(key) : field;
  };
  return Object.keys(change.after).map((field) => `${label(field)}: ${shown(t, field, change.before[field])} → ${shown(t, field, change.after[field])}`);
}

/** The history list's cell: one line per changed field, the whole text on hover. */
export function ChangeCell({ change, fieldLabels }: { change: ChangeHistory; fieldLabels: string }) {
  const { i18n } = useTranslation();
  const lt = useLooseT();
  const lines = describeChange(change, fieldLabels, lt, (key) => i18n.exists(key));
  return (
    <span title={lines.join('\n')} data-testid="contract-history-changes">
      {lines.join('; ')}
    </span>
  );
}

/** A status by its label, in the person's language. */
export function StatusLabel({ status }: { status: number }) {
  return <>{statusLabel(status, useLooseT())}</>;
}

/** Yes / no of a 0/1 flag (isDirect, isConsortium). */
export function YesNo({ value }: { value: number }) {
  const lt = useLooseT();
  return <>{lt(`resources.ownerContractDetails.yesNo.${value ? 1 : 0}`)}</>;
}
