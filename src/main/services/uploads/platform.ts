/**
 * What the desktop around the core offers uploads and downloads. Electron implements it (system file
 * dialogs, the taskbar or dock progress, system notifications); browser mode has none of it, and the
 * page picks and saves files itself through the host. Services depend on this interface only.
 */
export interface DesktopIntegration {
  /** The system's open dialog; answers the chosen paths (none when cancelled). */
  pickFiles(options: { multiple: boolean; extensions?: readonly string[] }): Promise<string[]>;
  /** The system's save dialog; answers the chosen path, or null when cancelled. */
  saveFile(defaultName: string): Promise<string | null>;
  /** The window's taskbar/dock progress: 0..1, or null to clear it. */
  setProgress(fraction: number | null): void;
  /** A system notification. */
  notify(title: string, body: string): void;
}
