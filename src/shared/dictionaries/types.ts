/** One entry of a seeded dictionary: its key, its Chinese value (what the server stores) and its English twin. */
export interface SeededEntry {
  key: string;
  zh: string;
  en: string;
  /** A value the client reads from the entry (the tax rate of an invoice type, the business type of a category). */
  remark?: string;
}

export interface SeededDictionary {
  code: string;
  name: { zh: string; en: string };
  /** Fixed where the client addresses the root by id (spec 1 §9: industry 70, project phases 410). */
  rootId?: string;
  entries: SeededEntry[];
}

/** [key, zh, en, remark?]: the compact form the dictionary files are written in. */
export type EntryRow = readonly [string, string, string, string?];

export const dictionary = (code: string, zh: string, en: string, rows: readonly EntryRow[], rootId?: string): SeededDictionary => ({
  code,
  name: { zh, en },
  ...(rootId ? { rootId } : {}),
  entries: rows.map(([key, zhValue, enValue, remark]) => ({ key, zh: zhValue, en: enValue, ...(remark !== undefined ? { remark } : {}) })),
});
