import { format } from 'date-fns';

/** Times the person reads are local `yyyy-MM-dd HH:mm:ss` (spec 1 §9). */
export function displayTime(ms: number): string {
  return format(new Date(ms), 'yyyy-MM-dd HH:mm:ss');
}
