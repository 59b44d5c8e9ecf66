import { readFile, writeFile } from 'node:fs/promises';
import type { ApiCall, BridgeResult } from '@shared/bridge';
import {
  EXCEL_MESSAGES,
  excelImportSchema,
  excelTemplateSchema,
  MAX_IMPORT_BYTES,
  type ExcelSaved,
  type ImportReport,
} from '@shared/domain/excel';
import type { FileHandle } from '@shared/domain/upload';
import { firstMessage, validate } from '@shared/domain/validation';
import type { ModuleName } from '@shared/api/modules';
import { CORE_MESSAGES } from '@shared/messages';
import { failure } from '../gateway/interpret';
import type { FileHandles } from '../uploads/fileHandles';
import type { DesktopIntegration } from '../uploads/platform';
import { readRows, writeTemplate } from './workbook';

export interface ExcelServiceOptions {
  /** The gateway: the session's token is added there, never seen here or in the page. */
  call: (call: ApiCall) => Promise<BridgeResult<unknown>>;
  handles: FileHandles;
  desktop?: DesktopIntegration;
  language: () => 'zh' | 'en';
}

/**
 * Excel template and import of a list (issue 14); export is exports/listExportService.ts (issue 18).
 * Import reads the
 * chosen .xlsx here (the server never parses a spreadsheet) and posts its rows as JSON to the
 * list's import endpoint, which checks and writes all of them or none.
 */
export class ExcelService {
  constructor(private readonly opts: ExcelServiceOptions) {}

  async template(input: unknown): Promise<BridgeResult<ExcelSaved | null>> {
    const parsed = validate(excelTemplateSchema, input);
    if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
    return this.save(`${parsed.data.sheet.fileName}.xlsx`, await writeTemplate(parsed.data.sheet, this.opts.language()));
  }

  async pick(): Promise<BridgeResult<FileHandle | null>> {
    if (!this.opts.desktop) return failure('invalid', CORE_MESSAGES.browserPicksFiles);
    const [path] = await this.opts.desktop.pickFiles({ multiple: false, extensions: ['xlsx'] });
    return { ok: true, data: path ? await this.opts.handles.register(path) : null };
  }

  async importFile(input: unknown): Promise<BridgeResult<ImportReport>> {
    const parsed = validate(excelImportSchema, input);
    if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
    const { handle, sheet, endpoint } = parsed.data;
    const entry = this.opts.handles.get(handle);
    if (!entry) return failure('invalid', EXCEL_MESSAGES.fileReadFailed);
    try {
      const rows = entry.size > 0 && entry.size <= MAX_IMPORT_BYTES ? await readRows(sheet, await readFile(entry.path)).catch(() => null) : null;
      if (!rows) return failure('invalid', EXCEL_MESSAGES.fileReadFailed);
      const answer = await this.opts.call({ module: endpoint.module as ModuleName, path: endpoint.path, method: 'POST', body: { rows } });
      return answer as BridgeResult<ImportReport>;
    } finally {
      // A staged copy (browser mode) is deleted; a file the dialog chose stays where it is.
      await this.opts.handles.release(handle);
    }
  }

  /** Electron: where the person chooses (null when cancelled); browser mode: the bytes, which the page saves. */
  private async save(name: string, bytes: Buffer): Promise<BridgeResult<ExcelSaved | null>> {
    if (!this.opts.desktop) return { ok: true, data: { name, base64: bytes.toString('base64') } };
    const path = await this.opts.desktop.saveFile(name);
    if (!path) return { ok: true, data: null };
    await writeFile(path, bytes);
    return { ok: true, data: { name, path } };
  }
}
