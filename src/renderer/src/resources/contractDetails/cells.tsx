import type { ChangeHistory } from '@shared/domain/changeHistory';
import type { ContractParty } from '@shared/domain/contract';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { looseT, useLooseT } from '../../crud/looseT';

/** htzt, second reading (resources.contracts.statuses, the common labels of every kind). */
export const statusLabel = (status: number) => looseT(`resources.contracts.statuses.${status}`);

const isParty = (v: unknown): v is ContractParty => typeof v === 'object' && v !== null && 'deptName' in v;

/** A party, or the members of a consortium, by name; '' for none. */
export function partyNames(value: unknown): string {
  const parties = (Array.isArray(value) ? value : [value]).filter(isParty);
  return parties.map((p) => p.deptName).join(looseT('crud.listSeparator'));
}

/** The field's label in the kind's own labels, else the owner contract's (most names are shared), else the field's name. */
export function fieldLabel(fieldLabels: string, field: string): string {
  for (const key of [`${fieldLabels}.${field}`, `resources.ownerContractDetails.fields.${field}`]) if (i18next.exists(key)) return looseT(key);
  return field;
}

/** A value of the history as it reads: a status by its label, parties by name, a blank as 空. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return looseT('resources.contractHistory.none');
  if (field === 'statusContract') return statusLabel(Number(value));
  if (isParty(value) || (Array.isArray(value) && value.some(isParty))) return partyNames(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v !== null ? String((v as { name?: unknown; projectName?: unknown; projectId?: unknown }).name ?? (v as { projectName?: unknown }).projectName ?? (v as { projectId?: unknown }).projectId ?? '') : String(v))).join(looseT('crud.listSeparator'));
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What one change did: each changed field, before → after, labelled in the person's language. */
export function describeChange(change: Pick<ChangeHistory, 'before' | 'after'>, fieldLabels: string): string[] {
  return Object.keys(change.after).map((field) => `${fieldLabel(fieldLabels, field)}: ${shown(field, change.before[field])} → ${shown(field, change.after[field])}`);
}

/** The history list's cell: one line per changed field, the whole text on hover. */
export function ChangeCell({ change, fieldLabels }: { change: ChangeHistory; fieldLabels: string }) {
  // Re-rendered when the language changes, so the labels follow it.
  useTranslation();
  const lines = describeChange(change, fieldLabels);
  return (
    <span title={lines.join('\n')} data-testid="contract-history-changes">
      {lines.join('; ')}
    </span>
  );
}

/** Yes / no of a 0/1 flag (isDirect, isConsortium). */
export function YesNo({ value }: { value: number }) {
  const lt = useLooseT();
  return <>{lt(`resources.ownerContractDetails.yesNo.${value ? 1 : 0}`)}</>;
}
