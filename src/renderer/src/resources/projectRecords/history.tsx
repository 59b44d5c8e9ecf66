import { recordEndpoints } from '@shared/api/recordEndpoints';
import type { RecordChange } from '@shared/domain/projectRecord';
import { looseT } from '../../crud/looseT';
import type { ReadOnlyResourceDescriptor } from '../../crud/types';
import { dateColumn } from '../../crud/columns';

const show = (field: string, value: unknown) => {
  if (value === null || value === undefined || value === '') return looseT('resources.recordHistory.none');
  return field === 'status' ? looseT(`resources.projectRecords.statuses.${String(value)}`) : String(value);
};

/** What one change did: each changed field, before → after, labelled in the person's language. */
export const describeChange = (c: RecordChange) =>
  Object.keys(c.after)
    .map((field) => `${looseT(`resources.projectRecords.fields.${field}`)}: ${show(field, c.before[field])} → ${show(field, c.after[field])}`)
    .join('; ');

/** A filing's change history (record-history/list): organisation, date, who, and what changed. */
export const recordHistory: ReadOnlyResourceDescriptor<RecordChange> = {
  name: 'recordHistory',
  readOnly: true,
  endpoints: { page: recordEndpoints.history },
  columns: [
    { key: 'orgName', width: 150 },
    dateColumn('createTime', { width: 160 }),
    { key: 'createUserName', width: 90 },
    // Each change is described in the page's words from the field labels: not a value the core can write.
    { key: 'changes', width: 260, exportAs: false, render: describeChange },
  ],
  search: [],
};
