import { createElement } from 'react';
import { DICT_CALLS } from '@shared/api/dictEndpoints';
import { dictSubmitSchema, type DictEntry, type DictKind } from '@shared/domain/dictionary';
import { DICT_BIZ_BUTTONS, DICT_BUTTONS } from '@shared/domain/platformButtons';
import { referenceKeys } from '../../api/referenceQueries';
import type { FieldsProps, ResourceDescriptor } from '../../crud/types';
import { DictFields, DictItemFields } from './Fields';
import { labelColumn } from '../../crud/columns';

export type DictValues = { parentId: string; code: string; dictKey: string; dictValue: string; sort: string; isSealed: string; remark: string };

const EMPTY: DictValues = { parentId: '0', code: '', dictKey: '', dictValue: '', sort: '1', isSealed: '0', remark: '' };
const toValues = (r: DictEntry): DictValues => ({ parentId: r.parentId, code: r.code, dictKey: r.dictKey, dictValue: r.dictValue, sort: String(r.sort), isSealed: String(r.isSealed), remark: r.remark });

const NAMES: Record<DictKind, { master: string; items: string }> = {
  system: { master: 'dicts', items: 'dictItems' },
  biz: { master: 'bizDicts', items: 'bizDictItems' },
};

/**
 * A dictionary list (parents) or an entry list (children, in their sort order) of one kind: the same calls on dict/* or
 * dict-biz/*, the same form; the buttons are the kind's. A save refreshes the forms' dictionary
 * selects (reference queries) as well as both lists (an entry follows its dictionary's code).
 */
function dictResource(kind: DictKind, level: 'master' | 'items'): ResourceDescriptor<DictEntry, DictValues> {
  const calls = DICT_CALLS[kind];
  const buttons = kind === 'system' ? DICT_BUTTONS : DICT_BIZ_BUTTONS;
  const name = NAMES[kind][level];
  const Fields = level === 'master' ? DictFields : DictItemFields;
  return {
    name,
    invalidates: [[NAMES[kind].master], [NAMES[kind].items], referenceKeys.all],
    endpoints: { page: level === 'master' ? calls.parentList : calls.list, detail: calls.detail },
    modes: {
      add: { endpoint: calls.submit, schema: dictSubmitSchema, permission: buttons.add },
      // No separate view: the edit form shows every field, and the lists keep room for their columns.
      edit: { endpoint: calls.submit, schema: dictSubmitSchema, permission: buttons.edit },
    },
    remove: { endpoint: calls.remove, permission: buttons.remove },
    columns:
      level === 'master'
        ? // A dictionary's sealed flag is in its form: the two lists must fit side by side.
          [{ key: 'code', width: 100 }, { key: 'dictValue' }]
        : [{ key: 'dictKey', width: 70 }, { key: 'dictValue' }, labelColumn<DictEntry>('isSealed', `resources.${name}.sealed`, [0, 1], { width: 60 })],
    search: level === 'master' ? [{ name: 'code', kind: 'text' }, { name: 'dictValue', kind: 'text' }] : [{ name: 'dictValue', kind: 'text' }],
    empty: EMPTY,
    toValues,
    Fields: (props: FieldsProps) => createElement(Fields, { ...props, resource: name }),
  };
}

export const DICT_RESOURCES = {
  dicts: dictResource('system', 'master'),
  dictItems: dictResource('system', 'items'),
  bizDicts: dictResource('biz', 'master'),
  bizDictItems: dictResource('biz', 'items'),
};

export const dictResourcesOf = (kind: DictKind) =>
  kind === 'system' ? { master: DICT_RESOURCES.dicts, items: DICT_RESOURCES.dictItems } : { master: DICT_RESOURCES.bizDicts, items: DICT_RESOURCES.bizDictItems };
