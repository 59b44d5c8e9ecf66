import type { PrintAction } from '../../crud/types';
import { printPath } from './printPages';

/**
 * 打印 and 导出PDF of a record, declared on its screen like its other actions (a list's row, a detail
 * page's header). No permission of their own: whoever may read the record may print what they read.
 */
export function printActions<Rec extends { id: string }>(page: string, fileName: (record: Rec) => string): PrintAction<Rec>[] {
  const to = (record: Rec) => printPath(page, record.id);
  return [
    { kind: 'print', key: 'print', label: 'resources.print.actions.print', output: 'print', to, fileName, testId: 'action-print' },
    { kind: 'print', key: 'pdf', label: 'resources.print.actions.pdf', output: 'pdf', to, fileName, testId: 'action-pdf' },
  ];
}
