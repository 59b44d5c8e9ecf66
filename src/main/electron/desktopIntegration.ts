import type { DesktopIntegration } from '../services/uploads/platform';

/** The parts of Electron the integration needs, kept narrow so tests can hand in stand-ins. */
export interface ElectronParts {
  showOpenDialog(options: { properties: string[]; filters?: { name: string; extensions: string[] }[] }): Promise<{ canceled: boolean; filePaths: string[] }>;
  showSaveDialog(options: { defaultPath: string }): Promise<{ canceled: boolean; filePath?: string }>;
  /** The windows whose taskbar/dock entry shows the total upload progress. */
  windows(): { setProgressBar(progress: number): void; isDestroyed(): boolean }[];
  notificationSupported(): boolean;
  showNotification(title: string, body: string): void;
}

/**
 * File dialogs, the taskbar/dock progress and system notifications for the upload engine. The
 * dialogs answer paths to the core only; the page gets opaque handles from it.
 */
export function electronDesktop(parts: ElectronParts): DesktopIntegration {
  return {
    async pickFiles({ multiple, extensions }) {
      const result = await parts.showOpenDialog({
        properties: multiple ? ['openFile', 'multiSelections'] : ['openFile'],
        ...(extensions?.length ? { filters: [{ name: extensions.join(', '), extensions: [...extensions] }] } : {}),
      });
      return result.canceled ? [] : result.filePaths;
    },
    async saveFile(defaultName) {
      const result = await parts.showSaveDialog({ defaultPath: defaultName });
      return result.canceled || !result.filePath ? null : result.filePath;
    },
    setProgress(fraction) {
      // Electron clears the bar with a negative value.
      const value = fraction === null ? -1 : Math.min(1, Math.max(0, fraction));
      for (const win of parts.windows()) if (!win.isDestroyed()) win.setProgressBar(value);
    },
    notify(title, body) {
      if (parts.notificationSupported()) parts.showNotification(title, body);
    },
  };
}
