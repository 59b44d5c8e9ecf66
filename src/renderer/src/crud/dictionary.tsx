import { dictBizEndpoints } from '@shared/api/dictEndpoints';
import { dictEntryLabel } from '@shared/dictionaries';
import { BIZ_DICT_PREFIX } from '@shared/domain/dictionary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callEndpoint } from '../api/callEndpoint';
import { dictionaryQuery, referenceKeys } from '../api/referenceQueries';
import { useLanguage } from '../i18n/useLanguage';
import type { Column } from './types';

export interface DictOption {
  value: string;
  label: string;
}

/**
 * A code naming a business dictionary (`biz:level`) reads dict-biz/dictionary; any other code the
 * system one. Both are reference data the core caches and drops when the dictionaries change.
 */
export function dictionarySourceQuery(code: string) {
  if (!code.startsWith(BIZ_DICT_PREFIX)) return dictionaryQuery(code);
  const bizCode = code.slice(BIZ_DICT_PREFIX.length);
  return queryOptions({
    queryKey: referenceKeys.dictionary(code),
    queryFn: () => callEndpoint(dictBizEndpoints.dictionary, { code: bizCode }),
    staleTime: dictionaryQuery(code).staleTime,
  });
}

/**
 * A dictionary's entries in the person's language: from the cached dictionary (dict/dictionary, or
 * dict-biz/dictionary for a `biz:` code, answered by the core's cache at once), labelled with the
 * stored Chinese or the seeded English twin.
 */
export function useDictionary(code: string): { options: DictOption[]; label: (key: unknown) => string } {
  const [language] = useLanguage();
  const dict = useQuery({ ...dictionarySourceQuery(code), enabled: code !== '' });
  return useMemo(() => {
    const options = (dict.data ?? []).map((e) => ({ value: e.dictKey, label: dictEntryLabel(code, e.dictKey, e.dictValue, language) }));
    const byKey = new Map(options.map((o) => [o.value, o.label]));
    // Blank until the dictionary is in; then a key it does not hold shows as itself rather than as nothing.
    const label = (key: unknown) => (!dict.data || key === undefined || key === null || key === '' ? '' : (byKey.get(String(key)) ?? String(key)));
    return { options, label };
  }, [dict.data, code, language]);
}

/** One cell's dictionary label. */
export function DictLabel(props: { code: string; value: unknown }) {
  return <>{useDictionary(props.code).label(props.value)}</>;
}

/**
 * A list column showing a dictionary entry's label for the record's key: `dictColumn('category', 'notice')`.
 * The label is never typed in a descriptor; the heading is resources.<resource>.fields.<key> as for any column.
 */
export function dictColumn<Rec>(key: string & keyof Rec, code: string, options: { width?: number } = {}): Column<Rec> {
  return { key, width: options.width, dict: code, render: (record) => <DictLabel code={code} value={record[key]} /> };
}
