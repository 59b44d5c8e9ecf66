import { BrowserWindow } from 'electron';
import { PRINT_READY_ATTRIBUTE } from '@shared/domain/print';
import type { PrintWindow } from './electronPrinter';
import { hardenedWebPreferences } from './hardening';
import { APP_ORIGIN } from './rendererOrigin';

/**
 * A hidden window on a print route: the same hardened, sandboxed preferences as every app window,
 * so the page reads its record through the same bridge (the caller trusts its webContents while it
 * lives, as it does the main window's) and never sees a token. `trust`/`untrust` register it.
 */
export function openPrintWindow(preloadDir: string, path: string, trust: { add(id: number): void; delete(id: number): void }): PrintWindow {
  const win = new BrowserWindow({ show: false, width: 794, height: 1123, webPreferences: hardenedWebPreferences(preloadDir) });
  const id = win.webContents.id;
  trust.add(id);
  win.on('closed', () => trust.delete(id));
  void win.loadURL(`${APP_ORIGIN}${path}`);
  return {
    isReady: async () => !win.isDestroyed() && Boolean(await win.webContents.executeJavaScript(`document.documentElement.hasAttribute('${PRINT_READY_ATTRIBUTE}')`)),
    print: () =>
      new Promise<boolean>((resolve, reject) =>
        win.webContents.print({ silent: false, printBackground: true, pageSize: 'A4' }, (success, reason) => {
          if (success) resolve(true);
          else if (reason === 'cancelled') resolve(false);
          else reject(new Error(reason));
        }),
      ),
    printToPdf: async () => new Uint8Array(await win.webContents.printToPDF({ pageSize: 'A4', printBackground: true, preferCSSPageSize: true })),
    close: () => {
      if (!win.isDestroyed()) win.destroy();
    },
  };
}
