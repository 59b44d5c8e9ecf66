/** Mainland resident ID cards (GB 11643): 17 digits and a check character, 0-9 or X. */
export const ID_CARD_PATTERN = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character the first 17 digits call for. */
export function idCardCheckChar(first17: string): string {
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * WEIGHTS[i], 0);
  return CHECK_CHARS[sum % 11];
}

/** The pattern, a real calendar date of birth and the check character all hold. */
export function isValidIdCard(value: string): boolean {
  if (!ID_CARD_PATTERN.test(value)) return false;
  const [y, m, d] = [value.slice(6, 10), value.slice(10, 12), value.slice(12, 14)].map(Number);
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return false;
  return idCardCheckChar(value.slice(0, 17)) === value[17].toUpperCase();
}
