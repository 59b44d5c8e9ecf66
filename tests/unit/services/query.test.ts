import { describe, expect, it } from 'vitest';
import { cleanQuery } from '../../../src/main/services/gateway/query';

describe('GET parameters', () => {
  it('are trimmed and empty ones dropped', () => {
    const q = cleanQuery({ name: '  设计院 ', empty: '   ', none: undefined, nil: null, current: 1, size: -1 });
    expect(q.toString()).toBe(new URLSearchParams({ name: '设计院', current: '1', size: '-1' }).toString());
  });

  it('join arrays by commas, dropping blank items', () => {
    expect(cleanQuery({ ids: ['1', ' 2 ', ''] }).get('ids')).toBe('1,2');
    expect(cleanQuery({ ids: [] }).has('ids')).toBe(false);
  });

  it('keep false and zero, which are values', () => {
    const q = cleanQuery({ status: 0, flag: false });
    expect(q.get('status')).toBe('0');
    expect(q.get('flag')).toBe('false');
  });
});
