import { formatYuan } from '@shared/domain/money';
import type { ReactNode } from 'react';

/** Digits of equal width, right-aligned: the figures of a column line up by their decimal point. */
const STYLE = { display: 'block', textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A figure (an amount, a rate) right-aligned in its list cell. The crud table has no per-column
 * alignment, so its head stays left (see docs/decisions.md, finance pictures). Used by the finance lists.
 */
export function numberCell(text: string): ReactNode {
  return <span style={STYLE}>{text}</span>;
}

/** Money in yuan in a list cell: two decimals, thousands separators, right-aligned. */
export function yuanCell(value: string | null | undefined): ReactNode {
  return numberCell(formatYuan(value ?? '0'));
}
