import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_COLOR } from '../../../src/renderer/src/theme/brandThemes';
import { fluentTheme, THEMES } from '../../../src/renderer/src/theme/themes';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
const hex = (colour: string) => (/^#[0-9a-f]{6}$/i.test(colour) ? colour : colour === '#fff' || colour === 'white' ? '#ffffff' : colour);

describe('themes (spec 1 §2, §9)', () => {
  it('offers 11 themes; the default is #409EFF', () => {
    expect(THEMES).toHaveLength(11);
    expect(new Set(THEMES.map((t) => t.id)).size).toBe(11);
    expect(THEMES[0]).toMatchObject({ id: 'default', color: DEFAULT_BRAND_COLOR });
    expect(fluentTheme('default').colorBrandBackground).toBe('#409EFF');
  });

  it('dark themes keep text readable: body and brand text at 4.5:1, text on brand buttons at 4.5:1', () => {
    for (const entry of THEMES.filter((t) => t.dark)) {
      const theme = fluentTheme(entry.id);
      const canvas = hex(theme.colorNeutralBackground1);
      expect(contrast(hex(theme.colorNeutralForeground1), canvas), `${entry.id} body text`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(hex(theme.colorBrandForeground1), canvas), `${entry.id} brand text`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(hex(theme.colorBrandForegroundLink), canvas), `${entry.id} links`).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', hex(theme.colorBrandBackground)), `${entry.id} primary button`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('light themes keep white text on brand buttons at 4.5:1, except the spec-mandated #409EFF (2.5:1 or more)', () => {
    for (const entry of THEMES.filter((t) => !t.dark)) {
      const theme = fluentTheme(entry.id);
      expect(contrast('#ffffff', hex(theme.colorBrandBackground)), entry.id).toBeGreaterThanOrEqual(entry.id === 'default' ? 2.5 : 4.5);
    }
  });
});
