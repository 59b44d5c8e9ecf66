import { describe, expect, it } from 'vitest';
import { dropEmpty, PAGE_SIZES, pagerItems } from '../../../src/renderer/src/crud/listMath';
import { tableHeight } from '../../../src/renderer/src/crud/useTableHeight';

describe('list framework (spec 1 §9)', () => {
  it('offers the spec page sizes', () => expect([...PAGE_SIZES]).toEqual([10, 30, 50, 100, 200]));
  it('sizes the table from the window: minus 88, minus 72 more when paginated', () => {
    expect(tableHeight(800, false)).toBe(712);
    expect(tableHeight(800, true)).toBe(640);
  });
  it('pages with ellipses around the current page', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
  });
  it('trims parameters and drops empty ones', () => expect(dropEmpty({ a: ' x ', b: '', c: undefined, d: 0 })).toEqual({ a: 'x', d: 0 }));
});
