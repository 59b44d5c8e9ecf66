import { rename, rm, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import type { BridgeResult } from '@shared/bridge';
import { PRINT_MESSAGES, PRINT_PATH_PREFIX, pdfFileName, type PrintDone } from '@shared/domain/print';
import { firstMessage, validate } from '@shared/domain/validation';
import { MESSAGES } from '@shared/messages';
import { failure } from '../gateway/interpret';
import type { DesktopIntegration } from '../uploads/platform';
import { WINDOW_MESSAGES, windowPathSchema } from '../windows/windowOpener';

/**
 * What prints a page: Electron implements it with a hidden, sandboxed window on the print route
 * (src/main/electron/printWindow.ts); the core's service depends on this interface only, so it is
 * tested in Node with a fake.
 */
export interface PagePrinter {
  /** The system's print dialog for the route; false when the person cancelled it. */
  print(path: string): Promise<boolean>;
  /** The route as an A4 PDF. */
  toPdf(path: string): Promise<Uint8Array>;
}

export const printRequestSchema = z.object({
  path: windowPathSchema.refine((p) => p.startsWith(PRINT_PATH_PREFIX), WINDOW_MESSAGES.badPath),
  output: z.enum(['print', 'pdf'], { error: MESSAGES.badRequest }),
  fileName: z.string({ error: PRINT_MESSAGES.fileName }).trim().min(1, PRINT_MESSAGES.fileName).max(200, PRINT_MESSAGES.fileName),
});

/**
 * 打印 / 导出PDF (issue 18): the print route is a renderer page that reads its record through the
 * same bridge as the main window (no token goes to it). A PDF is asked where to save first, written
 * beside its target as `.part` and renamed once whole, so a failed render leaves no half file.
 */
export class PrintService {
  constructor(private readonly opts: { printer?: PagePrinter; desktop?: DesktopIntegration }) {}

  async print(input: unknown): Promise<BridgeResult<PrintDone | null>> {
    const parsed = validate(printRequestSchema, input);
    if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
    const { printer, desktop } = this.opts;
    if (!printer || !desktop) return failure('invalid', PRINT_MESSAGES.unsupported);
    const { path, output, fileName } = parsed.data;
    if (output === 'print') {
      const printed = await printer.print(path).catch(() => null);
      if (printed === null) return failure('server', PRINT_MESSAGES.failed);
      return { ok: true, data: printed ? {} : null };
    }
    const target = await desktop.saveFile(pdfFileName(fileName));
    if (!target) return { ok: true, data: null };
    const partial = `${target}.part`;
    try {
      const pdf = await printer.toPdf(path);
      await writeFile(partial, pdf);
      await rename(partial, target);
      return { ok: true, data: { path: target } };
    } catch {
      await rm(partial, { force: true });
      return failure('server', PRINT_MESSAGES.failed);
    }
  }
}
