import { homedir } from 'node:os';
import { join } from 'node:path';

/** The per-user data folder browser mode uses when no --data is given (Electron uses app.getPath('userData')). */
export function defaultDataDir(env: Record<string, string | undefined> = process.env, platform = process.platform): string {
  const name = 'cem-desktop';
  if (platform === 'win32') return join(env.APPDATA || join(homedir(), 'AppData', 'Roaming'), name);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', name);
  return join(env.XDG_DATA_HOME || join(homedir(), '.local', 'share'), name);
}
