/** Tables of dictionary administration (issue 14); dict itself is in schema.ts. */
import type { DictTable } from './schema';

/** Business dictionaries (dict-biz): the same columns as dict. */
export type DictBizTable = DictTable;

/** The dictionaries' version stamp: one row, name 'dict'. */
export interface DictStampTable {
  name: string;
  stamp: string;
}

export interface DictTables {
  dict_biz: DictBizTable;
  dict_stamp: DictStampTable;
}
