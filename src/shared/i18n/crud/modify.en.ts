import type { modifyZh } from './modify.zh';

export const modifyEn: Record<keyof typeof modifyZh, string> = {
  button: 'Modify',
  title: 'Modify {{name}}',
  before: 'Before',
  after: 'After',
  changed: 'changed',
  changeReason: 'Reason for the change',
};
