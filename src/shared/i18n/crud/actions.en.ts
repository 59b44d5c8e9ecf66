import type { actionsZh } from './actions.zh';

export const actionsEn: Record<keyof typeof actionsZh, string> = {
  column: 'Actions',
  more: 'More',
  confirm: '{{action}} the {{count}} selected record(s)?',
};
