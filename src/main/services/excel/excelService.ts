import { readFile, writeFile } from 'node:fs/promises';
import type { ApiCall, BridgeResult } from '@shared/bridge';
import {
  EXCEL_MESSAGES,
  EXPORT_PAGE_SIZE,
  excelExportSchema,
  excelImportSchema,
  excelTemplateSchema,
  MAX_EXPORT_RECORDS,
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
import { readRows, writeRecords, writeTemplate } from './workbook';

export interface ExcelServiceOptions {
  /** The gateway: the session's token is added there, never seen here or in the page. */
  call: (call: ApiCall) => Promise<BridgeResult<unknown>>;
  handles: FileHandles;
  desktop?: DesktopIntegration;
  language: () => 'zh' | 'en';
  /** Records per list call of an export (CEM_EXCEL_PAGE_SIZE; tests make it small to page). */
  pageSize?: number;
}

interface PageAnswer {
  records?: unknown;
  pages?: unknown;
  total?: unknown;
}

/**
 * Excel export, template and import of any list (issue 14). Export pages through the list endpoint
 * with the filters the person sees, all pages, and writes the declared columns; import reads the
 * chosen .xlsx here (the server never parses a spreadsheet) and posts its rows as JSON to the
 * list's import endpoint, which checks and writes all of them or none.
 */
export class ExcelService {
  constructor(private readonly opts: ExcelServiceOptions) {}

  async exportList(input: unknown): Promise<BridgeResult<ExcelSaved | null>> {
    const parsed = validate(excelExportSchema, input);
    if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
    const { sheet, endpoint, query } = parsed.data;
    const records: Record<string, unknown>[] = [];
    for (let current = 1; ; current++) {
      const answer = await this.opts.call({ module: endpoint.module as ModuleName, path: endpoint.path, method: 'GET', query: { ...query, current, size: this.opts.pageSize ?? EXPORT_PAGE_SIZE } });
      if (!answer.ok) return answer;
      const page = (answer.data ?? {}) as PageAnswer;
      const got = Array.isArray(page.records) ? (page.records as Record<string, unknown>[]) : [];
      records.push(...got);
      if (records.length > MAX_EXPORT_RECORDS) return failure('invalid', EXCEL_MESSAGES.exportTooLarge);
      const pages = Number(page.pages);
      // A list that does not page (a tree) answers everything at once.
      if (got.length === 0 || !Number.isFinite(pages) || current >= pages) break;
    }
    return this.save(`${sheet.fileName}.xlsx`, await writeRecords(sheet, records));
  }

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
