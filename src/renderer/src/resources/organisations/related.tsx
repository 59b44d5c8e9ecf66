import type { OrgHistory } from '@shared/api/orgEndpoints';
import { orgEndpoints } from '@shared/api/orgEndpoints';
import type { OrgProfile, OrgUser } from '@shared/domain/orgProfile';
import { createElement } from 'react';
import { looseT } from '../../crud/looseT';
import type { ReadOnlyResourceDescriptor } from '../../crud/types';
import { RegionNames } from './RegionNames';
import { dateColumn, labelColumn, optionLabels } from '../../crud/columns';

/** A changed field's value as people read it (a status by its label). */
function shown(field: string, value: unknown): string {
  if (field === 'status') return looseT(`resources.organisations.statuses.${String(value)}`);
  if (field === 'orgCategory') return looseT(`orgCategories.${String(value)}`);
  const text = String(value ?? '');
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** "field: before → after" for each changed field, labelled in the person's language. */
export function describeChanges(h: Pick<OrgHistory, 'before' | 'after' | 'changeReason'>): string {
  return Object.keys(h.after)
    .map((k) => {
      const label = looseT(`resources.organisations.fields.${k}`);
      return h.changeReason === 'add' ? `${label}: ${shown(k, h.after[k])}` : `${label}: ${shown(k, h.before[k]) || '—'} → ${shown(k, h.after[k]) || '—'}`;
    })
    .join('; ');
}

/** /organization/history: who changed which organisation, when, and what (spec 3 §2, issue 13). */
export const orgHistory: ReadOnlyResourceDescriptor<OrgHistory> = {
  name: 'orgHistory',
  readOnly: true,
  endpoints: { page: orgEndpoints.history },
  columns: [
    { key: 'orgName', width: 220 },
    labelColumn('changeReason', 'resources.orgHistory.kinds', ['add', 'edit', 'status', 'director', 'docking', 'transfer'], { width: 120 }),
    // Each change is described in the page's words from the field labels: not a value the core can write.
    { key: 'changes', exportAs: false, render: (h) => createElement('span', { title: describeChanges(h) }, describeChanges(h)) },
    { key: 'createUserName', width: 110 },
    dateColumn('createTime', { width: 170 }),
  ],
  search: [],
};

/** The members of one organisation (the enterprise detail's members tab; its id is a fixed filter filling {id}). */
export const orgUsers: ReadOnlyResourceDescriptor<OrgUser> = {
  name: 'orgUsers',
  readOnly: true,
  endpoints: { page: orgEndpoints.users },
  columns: [
    { key: 'realName', width: 120 },
    { key: 'phone', width: 140 },
    { key: 'deptName' },
    { key: 'postName', width: 140 },
    labelColumn('joinStatus', 'resources.orgUsers.joinStatuses', ['JOINED', 'LOCK', 'QUIT', 'REFUSE', 'APPLY'], { width: 100 }),
    // ✓ is a mark, not words: the same in both languages.
    { key: 'director', width: 90, exportAs: optionLabels({ true: '✓', 1: '✓' }), render: (u) => (u.director ? '✓' : '') },
    dateColumn('createTime', { width: 170 }),
  ],
  search: [{ name: 'realName', kind: 'text' }],
};

/** /organization/design: design organisations (category sj) in normal standing (spec 3 §2). */
export const designOrgs: ReadOnlyResourceDescriptor<OrgProfile> = {
  name: 'designOrgs',
  readOnly: true,
  endpoints: { page: orgEndpoints.designPage },
  columns: [
    { key: 'orgName' },
    { key: 'orgLegal', width: 120 },
    // Province codes: their names come from the region tree the page loads, which the core does not have.
    { key: 'serviceCodes', width: 200, exportAs: 'text', render: (o) => createElement(RegionNames, { codes: o.serviceCodes }) },
    { key: 'orgPhone', width: 150 },
    { key: 'orgAddress' },
  ],
  search: [{ name: 'orgName', kind: 'text' }],
};
