import { recordEndpoints } from '@shared/api/recordEndpoints';
import type { RecordChange } from '@shared/domain/projectRecord';
import { looseT } from '../../crud/looseT';
import type { ReadOnlyResourceDescriptor } from '../../crud/types';

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
    { key: 'createTime', width: 160 },
    { key: 'createUserName', width: 90 },
    { key: 'changes', width: 260, render: describeChange },
  ],
  search: [],
};
