import type { PagePrinter } from '../services/print/printService';

/** One hidden print window, narrowed to what printing needs, so tests can hand in a stand-in. */
export interface PrintWindow {
  /** Whether the print view has drawn its record and logo (PRINT_READY_ATTRIBUTE on <html>). */
  isReady(): Promise<boolean>;
  /** webContents.print with the system dialog: resolves true when printed, false when cancelled; rejects on failure. */
  print(): Promise<boolean>;
  /** webContents.printToPDF on A4 with backgrounds. */
  printToPdf(): Promise<Uint8Array>;
  close(): void;
}

export interface ElectronPrinterOptions {
  /** Opens a hidden, sandboxed window on the app route (printWindow.ts). */
  open(path: string): PrintWindow;
  /** How long the print view may take to read its record and logo. */
  timeoutMs?: number;
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The core's PagePrinter in Electron: a hidden window on the print route, printed once the page says
 * it is ready, closed whatever happens. Electron cannot run on these machines, so this part holds the
 * logic and is unit-tested with a fake window; printWindow.ts is the few lines that call Electron.
 */
export function electronPrinter(opts: ElectronPrinterOptions): PagePrinter {
  const timeoutMs = opts.timeoutMs ?? 20_000;
  const pollMs = opts.pollMs ?? 100;
  const sleep = opts.sleep ?? wait;

  async function withReadyWindow<T>(path: string, use: (win: PrintWindow) => Promise<T>): Promise<T> {
    const win = opts.open(path);
    try {
      let waited = 0;
      while (!(await win.isReady().catch(() => false))) {
        if (waited >= timeoutMs) throw new Error(`print view not ready after ${timeoutMs} ms: ${path}`);
        await sleep(pollMs);
        waited += pollMs;
      }
      return await use(win);
    } finally {
      win.close();
    }
  }

  return {
    print: (path) => withReadyWindow(path, (win) => win.print()),
    toPdf: (path) => withReadyWindow(path, (win) => win.printToPdf()),
  };
}
