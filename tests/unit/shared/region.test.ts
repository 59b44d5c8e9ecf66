import { describe, expect, it } from 'vitest';
import { regionAncestry, regionLevelOf } from '@shared/domain/region';

describe('region codes', () => {
  it('lists the codes from the province down to a code itself', () => {
    expect(regionAncestry('31')).toEqual(['31']);
    expect(regionAncestry('310101')).toEqual(['31', '3101', '310101']);
    expect(regionAncestry('310101001')).toEqual(['31', '3101', '310101', '310101001']);
  });

  it('has no ancestry for the root, a blank or a malformed code', () => {
    for (const code of ['00', '', '3101011', 'abc']) expect(regionAncestry(code)).toEqual([]);
  });

  it('reads the level from the length', () => {
    expect([regionLevelOf('00'), regionLevelOf('31'), regionLevelOf('3101'), regionLevelOf('310101'), regionLevelOf('310101001')]).toEqual([0, 1, 2, 3, 4]);
  });
});
