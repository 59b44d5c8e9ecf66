import { format } from 'date-fns';

/**
 * Every cached answer carries its fetch time, and the same few times come back read after read:
 * remembering them keeps date-fns (which parses its pattern on every call) off the hot path.
 */
const remembered = new Map<number, string>();
const REMEMBER_AT_MOST = 1000;

/** Times the person reads are local `yyyy-MM-dd HH:mm:ss` (spec 1 §9). */
export function displayTime(ms: number): string {
  let text = remembered.get(ms);
  if (text === undefined) {
    text = format(new Date(ms), 'yyyy-MM-dd HH:mm:ss');
    if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
    remembered.set(ms, text);
  }
  return text;
}
