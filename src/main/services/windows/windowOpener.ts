import { z } from 'zod';
import { SHELL_MESSAGES } from '@shared/i18n/messages/shell.zh';

/**
 * Opens another app window on a route. Electron implements it with a second hardened BrowserWindow;
 * browser mode has none (the page opens a tab itself), so the core's services never import Electron.
 */
export interface WindowOpener {
  open(path: string): void;
}

export const WINDOW_MESSAGES = {
  badPath: SHELL_MESSAGES.windowPathInvalid,
  unsupported: SHELL_MESSAGES.windowUnsupported,
} as const;

/** An app route: absolute, no scheme, no host, no climbing; a query is allowed. */
export const windowPathSchema = z
  .string({ error: WINDOW_MESSAGES.badPath })
  .max(500, WINDOW_MESSAGES.badPath)
  .regex(/^\/(?!\/)[A-Za-z0-9_\-./]*(\?[A-Za-z0-9_\-.=&%]*)?$/, WINDOW_MESSAGES.badPath)
  .refine((p) => !p.split('?')[0].split('/').some((s) => s === '..' || s === '.'), WINDOW_MESSAGES.badPath);
