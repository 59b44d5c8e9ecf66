import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ApiCall, BridgeResult } from '@shared/bridge';
import type { ModuleName } from '@shared/api/modules';
import { EXCEL_MESSAGES, EXPORT_PAGE_SIZE, excelExportSchema, MAX_EXPORT_RECORDS, type ExcelExportRequest, type ExcelSaved } from '@shared/domain/excel';
import { firstMessage, validate } from '@shared/domain/validation';
import type { CoreEvents } from '../events';
import { failure } from '../gateway/interpret';
import type { DesktopIntegration } from '../uploads/platform';
import { SheetWriter } from './sheetWriter';

/** Where browser mode's host serves a finished export: `<prefix><id>`. */
export const HOST_EXPORT_PREFIX = '/bridge/export/';

export interface ListExportOptions {
  /** The gateway: the session's token is added there, never seen here or in the page. */
  call: (call: ApiCall) => Promise<BridgeResult<unknown>>;
  events: CoreEvents;
  desktop?: DesktopIntegration;
  /** Browser mode: where finished exports wait for the browser's download. */
  dir: string;
  /** Records per list call (CEM_EXCEL_PAGE_SIZE; tests make it small to page). */
  pageSize?: number;
}

interface PageAnswer {
  records?: unknown;
  pages?: unknown;
  total?: unknown;
}

/** How often progress is reported at most (a fast export of 100 000 rows would flood the page). */
const PROGRESS_MS = 200;

/**
 * A list to .xlsx (issue 18): every page of the list's own page endpoint with the search on screen,
 * fetched through the gateway and written row by row with exceljs's streaming writer, with progress
 * as events. The file is written beside its target as `.part` and renamed once complete: a failed
 * page stops the export with the server's message and deletes the part, so no half file is left and
 * the person can export again. Electron saves where the person chooses; browser mode keeps the file
 * until the host has served it once (or the session ends).
 */
export class ListExportService {
  private readonly ready = new Map<string, { name: string; path: string }>();

  constructor(private readonly opts: ListExportOptions) {
    opts.events.on((event) => {
      if (event.type === 'session-ended') void this.clear();
    });
  }

  async exportList(input: unknown): Promise<BridgeResult<ExcelSaved | null>> {
    const parsed = validate(excelExportSchema, input);
    if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
    const name = `${parsed.data.sheet.fileName}.xlsx`;
    let target: string;
    let id = '';
    if (this.opts.desktop) {
      const chosen = await this.opts.desktop.saveFile(name);
      if (!chosen) return { ok: true, data: null };
      target = chosen;
    } else {
      id = randomBytes(16).toString('hex');
      await mkdir(this.opts.dir, { recursive: true });
      target = join(this.opts.dir, `${id}.xlsx`);
    }
    const partial = `${target}.part`;
    const written = await this.write(parsed.data, partial).catch(() => failure('server', EXCEL_MESSAGES.exportFailed));
    this.opts.desktop?.setProgress(null);
    if (!written.ok) {
      await rm(partial, { force: true });
      return written;
    }
    await rename(partial, target);
    if (this.opts.desktop) return { ok: true, data: { name, path: target } };
    this.ready.set(id, { name, path: target });
    return { ok: true, data: { name, url: `${HOST_EXPORT_PREFIX}${id}` } };
  }

  /** Pages through the list and writes each page's rows as it arrives. */
  private async write(request: ExcelExportRequest, path: string): Promise<BridgeResult<null>> {
    const { sheet, endpoint, query, progressId } = request;
    const writer = new SheetWriter(sheet, path);
    let written = 0;
    let total = 0;
    let reported = 0;
    const report = (force: boolean) => {
      if (!progressId || (!force && Date.now() - reported < PROGRESS_MS)) return;
      reported = Date.now();
      this.opts.events.emit({ type: 'excel-export-progress', id: progressId, written, total });
      if (total > 0) this.opts.desktop?.setProgress(Math.min(1, written / total));
    };
    try {
      report(true);
      for (let current = 1; ; current++) {
        const answer = await this.opts.call({ module: endpoint.module as ModuleName, path: endpoint.path, method: 'GET', query: { ...query, current, size: this.opts.pageSize ?? EXPORT_PAGE_SIZE } });
        if (!answer.ok) return answer;
        const page = (answer.data ?? {}) as PageAnswer;
        const records = Array.isArray(page.records) ? (page.records as Record<string, unknown>[]) : [];
        if (current === 1) total = Number(page.total) || records.length;
        if (total > MAX_EXPORT_RECORDS || written + records.length > MAX_EXPORT_RECORDS) return failure('invalid', EXCEL_MESSAGES.exportTooLarge);
        for (const record of records) writer.add(record);
        written += records.length;
        report(false);
        const pages = Number(page.pages);
        // A list that does not page (a tree) answers everything at once.
        if (records.length === 0 || !Number.isFinite(pages) || current >= pages) break;
      }
      await writer.close();
      total = Math.max(total, written);
      report(true);
      return { ok: true, data: null };
    } finally {
      await writer.close().catch(() => undefined);
    }
  }

  /**
   * For browser mode's host: a finished export's bytes, once. The file is deleted when the stream
   * ends, so an address works for the one download it was made for.
   */
  async open(id: string): Promise<{ name: string; size: number; body: Readable } | null> {
    const file = this.ready.get(id);
    if (!file) return null;
    this.ready.delete(id);
    const size = await stat(file.path).then((s) => s.size, () => -1);
    if (size < 0) return null;
    const body = createReadStream(file.path);
    body.on('close', () => void rm(file.path, { force: true }));
    return { name: file.name, size, body };
  }

  private async clear(): Promise<void> {
    const files = [...this.ready.values()];
    this.ready.clear();
    await Promise.all(files.map((f) => rm(f.path, { force: true })));
  }
}
