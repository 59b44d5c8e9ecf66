/**
 * Builds Fluent's 16-stop brand ramp (10 darkest … 160 lightest) from one key colour. Fluent's light
 * theme paints its primary surfaces with stop 80, so the key colour sits exactly there and the other
 * stops walk evenly in OKLCH lightness, which the eye reads as even steps (HSL does not).
 */
import type { BrandVariants } from '@fluentui/react-components';

const STOPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
const KEY_INDEX = STOPS.indexOf(80);
const DARKEST_L = 0.18;
const LIGHTEST_L = 0.97;

type Rgb = [number, number, number];
type Oklch = { l: number; c: number; h: number };

export function brandRamp(keyHex: string): BrandVariants {
  const key = toOklch(parseHex(keyHex));
  const ramp = {} as Record<(typeof STOPS)[number], string>;
  STOPS.forEach((stop, i) => {
    if (i === KEY_INDEX) {
      ramp[stop] = normaliseHex(keyHex);
      return;
    }
    const l =
      i < KEY_INDEX
        ? DARKEST_L + ((key.l - DARKEST_L) * i) / KEY_INDEX
        : key.l + ((LIGHTEST_L - key.l) * (i - KEY_INDEX)) / (STOPS.length - 1 - KEY_INDEX);
    // Chroma eases off towards both ends so the darkest stops stay ink-like and the lightest stay airy.
    const distance = Math.abs(i - KEY_INDEX) / KEY_INDEX;
    const c = key.c * (1 - 0.45 * distance * distance);
    ramp[stop] = toHex(inGamut({ l, c, h: key.h }));
  });
  return ramp as BrandVariants;
}

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as Rgb;
}

function normaliseHex(hex: string): string {
  return toHex(parseHex(hex));
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) => Math.round(Math.min(1, Math.max(0, v)) * 255).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const fromLinear = (v: number) => (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055);

function toOklch([r, g, b]: Rgb): Oklch {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const l_ = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m_ = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s_ = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l_ + 0.793617785 * m_ - 0.0040720468 * s_;
  const A = 1.9779984951 * l_ - 2.428592205 * m_ + 0.4505937099 * s_;
  const B = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.808675766 * s_;
  return { l: L, c: Math.hypot(A, B), h: Math.atan2(B, A) };
}

/** OKLCH to linear-free sRGB, unclamped, so the caller can tell whether it left the gamut. */
function toRgb({ l, c, h }: Oklch): Rgb {
  const A = c * Math.cos(h);
  const B = c * Math.sin(h);
  const l_ = (l + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m_ = (l - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s_ = (l - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    fromLinear(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_),
    fromLinear(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_),
    fromLinear(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_),
  ];
}

const EPSILON = 1e-4;
const fits = (rgb: Rgb) => rgb.every((v) => v >= -EPSILON && v <= 1 + EPSILON);

/** Keeps lightness and hue, and gives up only as much chroma as sRGB cannot show. */
function inGamut(colour: Oklch): Rgb {
  if (fits(toRgb(colour))) return toRgb(colour);
  let low = 0;
  let high = colour.c;
  for (let step = 0; step < 24; step += 1) {
    const mid = (low + high) / 2;
    if (fits(toRgb({ ...colour, c: mid }))) low = mid;
    else high = mid;
  }
  return toRgb({ ...colour, c: low });
}
