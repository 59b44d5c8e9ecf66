import { labelColumn } from '../../crud/columns';
import type { Column } from '../../crud/types';

/** A contract's statuses (草稿 … 已归档), the keys of resources.contracts.statuses. */
export const CONTRACT_STATUS_VALUES = [0, 1, 2, 3, 4, 5] as const;

/** A contract status column of any kind's list: shown and exported as its label. */
export function contractStatusColumn<Rec>(key: string & keyof Rec, width: number): Column<Rec> {
  return labelColumn<Rec>(key, 'resources.contracts.statuses', CONTRACT_STATUS_VALUES, { width });
}
