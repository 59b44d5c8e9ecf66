import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp } from './brandRamp';

/** The spec's default theme colour (spec 1 §2, theme picker). */
export const DEFAULT_BRAND_COLOR = '#409EFF';

/**
 * Segoe UI first (Fluent's face), then the faces each desktop ships for Chinese, so CJK text never
 * falls back to a mismatched serif.
 */
export const FONT_FAMILY =
  "'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', Roboto, 'Helvetica Neue', sans-serif";

export interface BrandThemes {
  light: Theme;
  dark: Theme;
}

export function brandThemes(keyColor: string = DEFAULT_BRAND_COLOR): BrandThemes {
  const ramp = brandRamp(keyColor);
  const light = createLightTheme(ramp);
  const dark = createDarkTheme(ramp);
  return {
    light: { ...light, fontFamilyBase: FONT_FAMILY },
    dark: { ...dark, fontFamilyBase: FONT_FAMILY },
  };
}
