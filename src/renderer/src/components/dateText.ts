import { format, isValid, parse } from 'date-fns';

/** The texts the date and time pickers read and write: yyyy-MM-dd days and HH:mm:ss times. */
export const DAY_FORMAT = 'yyyy-MM-dd';

/** A calendar day of a 'yyyy-MM-dd' text, at local midnight; null when the text is not a real day. */
export function parseDay(text: string): Date | null {
  const trimmed = text.trim();
  // date-fns accepts 2026-1-5 under yyyy-MM-dd; a person typing that means the same day.
  if (!/^\d{4}-\d{1,2}-\d{1,2}$/.test(trimmed)) return null;
  const day = parse(trimmed, DAY_FORMAT, new Date(2000, 0, 1));
  return isValid(day) ? day : null;
}

export const formatDay = (date?: Date) => (date && isValid(date) ? format(date, DAY_FORMAT) : '');

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** 'HH:mm:ss' of a typed time (14:00 is 14:00:00); null when it is not a time of day. */
export function normaliseTime(text: string): string | null {
  const m = TIME.exec(text.trim());
  return m ? `${m[1].padStart(2, '0')}:${m[2]}:${m[3] ?? '00'}` : null;
}
