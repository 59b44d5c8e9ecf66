/**
 * Printing a record (issue 18): a contract's detail or an invoice as an A4 page with the
 * organisation's logo, printed or saved as PDF. The print view is a renderer route under
 * PRINT_PATH_PREFIX; the desktop core prints it in a hidden window of its own (Electron), browser
 * mode prints it with the browser's own dialog.
 */

/** Every print view's route starts with it: /print/<kind>/<id>. */
export const PRINT_PATH_PREFIX = '/print/';

/** 打印 sends the page to a printer (the system dialog); 导出PDF writes a PDF the person saves. */
export type PrintOutput = 'print' | 'pdf';

/** What the page asks the core to print: the print view's route and, for a PDF, the file's suggested name. */
export interface PrintRequest {
  path: string;
  output: PrintOutput;
  /** Without .pdf: the record's name (合同名称, 发票名称). */
  fileName: string;
}

/** A PDF written where the person chose, or a print handed to the system dialog (path absent). */
export interface PrintDone {
  path?: string;
}

/** The attribute the print view sets on <html> once its record and logo are drawn: the core prints only then. */
export const PRINT_READY_ATTRIBUTE = 'data-print-ready';

/** The query that makes a print view call the browser's print itself once ready (browser mode). */
export const PRINT_AUTO_PARAM = 'auto';

export const PRINT_MESSAGES = {
  unsupported: '当前模式不支持后台打印',
  failed: '打印失败，请稍后重试',
  fileName: '文件名有误',
} as const;

/** A file name the save dialog can propose: no path separators or characters Windows refuses, at most 100 characters. */
export function pdfFileName(name: string): string {
  const printable = [...name].filter((c) => c >= ' ').join('');
  const clean = printable.replace(/[\\/:*?"<>|]+/g, ' ').trim().slice(0, 100);
  return `${clean || 'print'}.pdf`;
}
