import { join } from 'node:path';
import { app } from 'electron';

/**
 * The window icon (Windows taskbar, Linux); macOS takes the bundle's icon, which the installer builds
 * from build/icon.png. resources/ ships beside the app's code, so the path holds in development and
 * in a packaged app alike.
 */
export const appIconPath = (): string => join(app.getAppPath(), 'resources', 'icon.png');
