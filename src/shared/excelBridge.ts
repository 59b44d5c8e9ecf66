/**
 * The bridge's excel namespace (issue 14), joined into Bridge in bridge.ts. The renderer hands the
 * core a list's declared sheet (labels already translated); the core does the calls, reads and
 * writes the files. The page never holds a token or a path.
 */
import type { BridgeResult } from './bridge';
import type { ExcelExportRequest, ExcelImportRequest, ExcelSaved, ExcelTemplateRequest, ImportReport } from './domain/excel';
import type { FileHandle } from './domain/upload';

export interface ExcelBridge {
  /**
   * Every page of the list with the filters shown, as .xlsx, written as the pages arrive (progress as
   * excel-export-progress events of the request's progressId). Electron asks where to save (null when
   * cancelled); browser mode answers the host address the browser downloads it from.
   */
  exportList(input: ExcelExportRequest): Promise<BridgeResult<ExcelSaved | null>>;
  /** The list's import template (header row, 填写说明 sheet). */
  template(input: ExcelTemplateRequest): Promise<BridgeResult<ExcelSaved | null>>;
  /** Electron: the open dialog for one .xlsx (null when cancelled). Browser mode answers invalid: the page picks and stages through the host. */
  pick(): Promise<BridgeResult<FileHandle | null>>;
  /** Reads the chosen file (文件读取失败! when it is no sheet of this list) and sends its rows to the import endpoint. */
  importFile(input: ExcelImportRequest): Promise<BridgeResult<ImportReport>>;
}

export const EXCEL_SHAPE: { [M in keyof ExcelBridge]: true } = { exportList: true, template: true, pick: true, importFile: true };

/** An export's progress: rows written of the list's total (the first page's total). */
export type ExcelBridgeEvent = { type: 'excel-export-progress'; id: string; written: number; total: number };
