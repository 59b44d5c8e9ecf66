import { describe, expect, it } from 'vitest';
import { findNode, pickable, treeKey, visibleNodes, type PickerNode } from '../../../src/renderer/src/crud/fields/treeModel';
import { treeRows } from '../../../src/renderer/src/crud/treeRows';

type Rec = { id: string; children?: Rec[] };
const RECORDS: Rec[] = [{ id: '1', children: [{ id: '2' }, { id: '3', children: [{ id: '4' }] }] }, { id: '5' }];

describe('the tree list rows', () => {
  it('lists every record depth first with its depth while all is open', () => {
    expect(treeRows(RECORDS, (r) => r.children, new Set()).map((r) => [r.record.id, r.depth, r.hasChildren])).toEqual([
      ['1', 0, true],
      ['2', 1, false],
      ['3', 1, true],
      ['4', 2, false],
      ['5', 0, false],
    ]);
  });
  it('leaves out what is below a closed branch', () => {
    expect(treeRows(RECORDS, (r) => r.children, new Set(['3'])).map((r) => r.record.id)).toEqual(['1', '2', '3', '5']);
    expect(treeRows(RECORDS, (r) => r.children, new Set(['1'])).map((r) => r.record.id)).toEqual(['1', '5']);
  });
});

const node = (id: string, children?: PickerNode[], disabled = false): PickerNode => ({ id, name: `n${id}`, hasChildren: !!children?.length, children, disabled });
const TREE = [node('1', [node('2'), node('3', [node('4')]), node('6', undefined, true)])];

describe('the tree picker model', () => {
  it('shows open branches only, from a whole tree or from loaded levels', () => {
    expect(visibleNodes(TREE, new Set()).map((v) => v.node.id)).toEqual(['1']);
    expect(visibleNodes(TREE, new Set(['1', '3'])).map((v) => [v.node.id, v.depth])).toEqual([['1', 0], ['2', 1], ['3', 1], ['4', 2], ['6', 1]]);
    const lazy = [{ id: '1', name: 'a', hasChildren: true }];
    expect(visibleNodes(lazy, new Set(['1']), new Map([['1', [node('9')]]])).map((v) => v.node.id)).toEqual(['1', '9']);
  });
  it('refuses disabled nodes and a ruled-out branch with everything below it', () => {
    const shown = visibleNodes(TREE, new Set(['1', '3']));
    expect(shown.filter((v) => pickable(v, '3')).map((v) => v.node.id)).toEqual(['1', '2']);
    expect(findNode(TREE, '4')).toMatchObject({ path: ['1', '3'] });
  });
  it('moves like a WAI-ARIA tree', () => {
    const open = new Set(['1']);
    const shown = visibleNodes(TREE, open);
    expect(treeKey(shown, 0, 'ArrowDown', open)).toEqual({ active: 1 });
    expect(treeKey(shown, 2, 'ArrowRight', open)).toEqual({ active: 2, toggle: '3' });
    expect(treeKey(shown, 0, 'ArrowRight', open)).toEqual({ active: 1 });
    expect(treeKey(shown, 2, 'ArrowLeft', open)).toEqual({ active: 0 });
    expect(treeKey(shown, 0, 'ArrowLeft', open)).toEqual({ active: 0, toggle: '1' });
    expect(treeKey(shown, 1, 'End', open)).toEqual({ active: shown.length - 1 });
  });
});
