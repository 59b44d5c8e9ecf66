import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp } from './brandRamp';
import { DEFAULT_BRAND_COLOR, FONT_FAMILY } from './brandThemes';

/** The 11 themes of the picker (spec 1 §9): a brand key colour each, two of them dark. */
export const THEMES = [
  { id: 'default', color: DEFAULT_BRAND_COLOR, dark: false },
  { id: 'fluent', color: '#0F6CBD', dark: false },
  { id: 'teal', color: '#0E7C7B', dark: false },
  { id: 'green', color: '#107C41', dark: false },
  { id: 'purple', color: '#6B4FBB', dark: false },
  { id: 'magenta', color: '#B4297A', dark: false },
  { id: 'orange', color: '#B45309', dark: false },
  { id: 'red', color: '#C4262E', dark: false },
  { id: 'graphite', color: '#4A5B70', dark: false },
  { id: 'dark', color: DEFAULT_BRAND_COLOR, dark: true },
  { id: 'darkPurple', color: '#8B6FE8', dark: true },
] as const;

export type ThemeId = (typeof THEMES)[number]['id'];
export const DEFAULT_THEME: ThemeId = 'default';

export function isThemeId(value: unknown): value is ThemeId {
  return THEMES.some((t) => t.id === value);
}

const cache = new Map<ThemeId, Theme>();

/**
 * The Fluent theme of one entry. Dark themes take their brand surfaces one stop darker than Fluent's
 * default, so white text on a brand button keeps a contrast of at least 4.5:1 (WCAG AA), and their
 * brand text one stop lighter, so links stay readable on the dark canvas.
 */
export function fluentTheme(id: ThemeId): Theme {
  const cached = cache.get(id);
  if (cached) return cached;
  const entry = THEMES.find((t) => t.id === id) ?? THEMES[0];
  const ramp = brandRamp(entry.color);
  let theme: Theme;
  if (entry.dark) {
    const base = createDarkTheme(ramp);
    theme = {
      ...base,
      colorBrandBackground: ramp[60],
      colorBrandBackgroundHover: ramp[70],
      colorBrandBackgroundPressed: ramp[40],
      colorBrandBackgroundSelected: ramp[50],
      colorCompoundBrandBackground: ramp[100],
      colorCompoundBrandBackgroundHover: ramp[110],
      colorCompoundBrandBackgroundPressed: ramp[90],
      colorBrandForeground1: ramp[120],
      colorBrandForeground2: ramp[130],
      colorBrandForegroundLink: ramp[120],
      colorNeutralForeground2BrandHover: ramp[120],
      colorNeutralForeground2BrandSelected: ramp[120],
      colorCompoundBrandForeground1: ramp[120],
      colorCompoundBrandStroke: ramp[110],
    };
  } else {
    theme = createLightTheme(ramp);
  }
  const out = { ...theme, fontFamilyBase: FONT_FAMILY };
  cache.set(id, out);
  return out;
}

export function isDarkTheme(id: ThemeId): boolean {
  return THEMES.find((t) => t.id === id)?.dark ?? false;
}
