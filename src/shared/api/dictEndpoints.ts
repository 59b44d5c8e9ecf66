/**
 * Dictionary administration (spec 3 §7): system dictionaries under dict/*, business dictionaries
 * under dict-biz/*, the same calls on two tables. The form-facing reads that already existed
 * (dict/dictionary, dict/child-list, dict/list-parentId) stay in endpoints.ts.
 */
import type { DictEntry, DictInput, DictKind, DictNode, DictPageQuery } from '../domain/dictionary';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

/** The calls of one kind of dictionary; `base` is dict or dict-biz. */
function dictCalls(base: 'dict' | 'dict-biz') {
  return {
    /** The entries under parentId (or every entry), paged: the child table of both layouts. */
    list: system<DictPageQuery, Page<DictEntry>>('GET', `${base}/list`),
    /** The dictionaries (roots), paged: the parent table. */
    parentList: system<DictPageQuery, Page<DictEntry>>('GET', `${base}/parent-list`),
    childList: system<{ code: string; parentId: string }, DictEntry[]>('GET', `${base}/child-list`),
    detail: system<{ id: string }, DictEntry>('GET', `${base}/detail`),
    /** Every dictionary with its entries as a tree (?code=DICT in the spec's client: ignored). */
    tree: system<{ code?: string }, DictNode[]>('GET', `${base}/tree`),
    dictionary: system<{ code: string }, DictEntry[]>('GET', `${base}/dictionary`),
    submit: system<DictInput, DictEntry>('POST', `${base}/submit`),
    remove: system<{ ids: string }, null>('POST', `${base}/remove`),
  };
}

export const dictEndpoints = {
  ...dictCalls('dict'),
  /** One code's entries as a tree (the industry tree under 70). */
  dictionaryTree: system<{ code: string }, DictNode[]>('GET', 'dict/dictionary-tree'),
  /** One entry's value by code and key (a label where only the key is stored). */
  getValue: system<{ code: string; dictKey: string }, string>('GET', 'client/dict/get-value'),
} as const;

export const dictBizEndpoints = dictCalls('dict-biz');

/** The calls of each kind, for code that serves or shows both the same way. */
export const DICT_CALLS: Record<DictKind, ReturnType<typeof dictCalls>> = { system: dictEndpoints, biz: dictBizEndpoints };
