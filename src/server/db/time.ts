import { format } from 'date-fns';

/** Timestamps are stored as local `yyyy-MM-dd HH:mm:ss` text, which sorts and compares as time does. */
export const TIMESTAMP_FORMAT = 'yyyy-MM-dd HH:mm:ss';

export function timestamp(date: Date = new Date()): string {
  return format(date, TIMESTAMP_FORMAT);
}

export function secondsFromNow(seconds: number, now: Date = new Date()): string {
  return timestamp(new Date(now.getTime() + seconds * 1000));
}
