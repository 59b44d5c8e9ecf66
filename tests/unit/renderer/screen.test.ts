import { describe, expect, it } from 'vitest';
import { rootFontSize, screenBucket } from '../../../src/renderer/src/shell/screen';

describe('screen size (spec 1 §2)', () => {
  it('buckets widths: >=1200 is 3, >=992 is 2, >=768 is 1, else 0', () => {
    expect([1920, 1200, 1199, 992, 991, 768, 767, 320].map(screenBucket)).toEqual([3, 3, 2, 2, 1, 1, 0, 0]);
  });

  it('scales the root font with the width from a 16px base, between 12 and 16', () => {
    expect(rootFontSize(1440)).toBe(16);
    expect(rootFontSize(2560)).toBe(16);
    expect(rootFontSize(1200)).toBe(13.33);
    expect(rootFontSize(1080)).toBe(12);
    expect(rootFontSize(600)).toBe(12);
  });
});
