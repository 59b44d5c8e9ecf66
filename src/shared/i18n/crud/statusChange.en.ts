import type { statusChangeZh } from './statusChange.zh';

export const statusChangeEn: Record<keyof typeof statusChangeZh, string> = {
  title: 'Change status',
  currentStatus: 'Current status',
  newStatus: 'Change to',
  noTarget: 'This status cannot be changed',
};
