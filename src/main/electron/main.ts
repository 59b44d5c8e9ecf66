/**
 * The Electron main process: thin wiring around the desktop core (src/main/services), which is the
 * same code browser mode runs. Windows, IPC, the app:// protocol and the security guards live here.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, Notification, protocol, session, shell, type WebContents } from 'electron';
import type { Language } from '@shared/bridge';
import { BRIDGE_EVENT_CHANNEL } from '@shared/bridge';
import { RENDERER_CSP } from '@shared/securityHeaders';
import { BOARD_CATEGORIES } from '@shared/domain/organisation';
import { startServer } from '../../server';
import { createCore } from '../services/core';
import { electronDesktop } from './desktopIntegration';
import { openSecretStore } from '../services/secrets/keychainSecretStore';
import { ElectronSettingsStore } from './electronSettingsStore';
import { externalLinkOpener } from './externalLinks';
import { denyPermissions, guardContents } from './guards';
import { registerBridgeIpc } from './ipcBridge';
import { openMainWindow } from './mainWindow';
import { openRouteWindow } from './routeWindow';
import { RouteWindows, sessionIdentity } from './routeWindows';
import { InstanceHandover } from './instanceHandover';
import { protocolClientArgs } from './invitationLinks';
import { electronPrinter } from './electronPrinter';
import { openPrintWindow } from './printWindow';
import { bridgeErrorRecorder, recordProcessErrors } from '../services/errorLog/processErrors';
import { APP_HOST, APP_ORIGIN, APP_SCHEME } from './rendererOrigin';
import { rendererFileFor } from './rendererFiles';
import { startElectronUpdates, updateFeedUrl } from '../services/updates/electronUpdates';
import type { UpdateService } from '../services/updates/updateService';
import type { SettingsStore } from '../services/settings/settingsStore';
import { applicationMenuTemplate } from './applicationMenu';

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

if (!app.requestSingleInstanceLock()) app.quit();
app.enableSandbox();
// cem://invite?code=… opens the app on the invitation (installers register it too).
const client = protocolClientArgs(process.defaultApp === true, process.execPath, process.argv[1] && resolve(process.argv[1]));
app.setAsDefaultProtocolClient(client.protocol, client.path, client.args);
const handover = new InstanceHandover(process.argv);
// macOS hands links over with open-url, possibly before the app is ready.
app.on('open-url', (event, url) => {
  if (handover.openUrl(url)) event.preventDefault();
});

const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(here, '../renderer');
const preloadDir = join(here, '../preload');
const windowIds = new Set<number>();

// The dialog speaks the person's language once the settings are open; Chinese until then.
let language: () => Language = () => 'zh';
/** A web link leaves for the system browser only after the person confirms its address, in a dialog on its window. */
const openExternalFrom = (contents: WebContents) =>
  externalLinkOpener({
    showMessageBox: (options) => {
      const win = BrowserWindow.fromWebContents(contents);
      return win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options);
    },
    openExternal: (url) => shell.openExternal(url),
    language: () => language(),
  });

// Every web contents (windows and anything they create) is guarded in this one place.
app.on('web-contents-created', (_event, contents) => guardContents(contents, openExternalFrom(contents)));

app.whenReady().then(async () => {
  denyPermissions(session.defaultSession);
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === APP_HOST ? rendererFileFor(request.url, rendererDir) : null;
    if (!file) return new Response('Not found', { status: 404 });
    const response = await net.fetch(`file://${file}`).catch(() => null);
    if (!response?.ok) return new Response('Not found', { status: 404 });
    const headers = new Headers(response.headers);
    headers.set('content-security-policy', RENDERER_CSP);
    headers.set('x-content-type-options', 'nosniff');
    return new Response(response.body, { status: 200, headers });
  });

  const env = process.env;
  const external = env.CEM_SERVER_URL?.trim();
  // The embedded server answers only requests carrying this launch's secret, which only the core holds.
  const launchSecret = randomBytes(32).toString('base64url');
  const server = external ? null : await startServer({ port: 0, dataDir: join(app.getPath('userData'), 'server'), env, launchSecret });
  const settings = new ElectronSettingsStore();
  language = () => settings.get().language;
  // The native menu speaks the person's language: a change of it through the core builds the menu again.
  let buildMenu = () => {};
  const coreSettings: SettingsStore = {
    get: () => settings.get(),
    set: (next) => {
      const before = settings.get().language;
      settings.set(next);
      if (next.language !== before) buildMenu();
    },
  };
  const secrets = await openSecretStore(env.CEM_KEYCHAIN_SERVICE || 'cem-desktop', (line) => console.warn(line));
  const version = JSON.parse(await readFile(join(app.getAppPath(), 'package.json'), 'utf8')).version as string;
  // Windows opened for a route (a target query, the data board) are trusted like the main one.
  const routeWindows = new RouteWindows((path) => {
    const win = openRouteWindow(preloadDir, path, settings);
    const id = win.webContents.id;
    windowIds.add(id);
    win.on('closed', () => windowIds.delete(id));
    return { isDestroyed: () => win.isDestroyed(), isMinimized: () => win.isMinimized(), restore: () => win.restore(), focus: () => win.focus(), close: () => win.close(), onClosed: (listener) => void win.on('closed', listener) };
  });
  const windows = { open: (path: string) => routeWindows.show(path) };
  const desktop = electronDesktop({
    showOpenDialog: (options) => dialog.showOpenDialog(BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0], options as Electron.OpenDialogOptions),
    showSaveDialog: (options) => dialog.showSaveDialog(BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0], options),
    windows: () => BrowserWindow.getAllWindows().filter((w) => windowIds.has(w.webContents.id)),
    notificationSupported: () => Notification.isSupported(),
    showNotification: (title, body) => new Notification({ title, body }).show(),
  });
  const core = await createCore({ mode: 'electron', version, defaultServerUrl: external || server!.url, secrets, settings: coreSettings, env, dataDir: app.getPath('userData'), windows, desktop, printer: electronPrinter({ open: (path) => openPrintWindow(preloadDir, path, windowIds) }), launchSecret: server ? launchSecret : undefined });
  recordProcessErrors(process, core.errorLog);

  registerBridgeIpc(ipcMain, core.bridge, windowIds, bridgeErrorRecorder(core.errorLog));
  core.events.on((event) => {
    for (const win of BrowserWindow.getAllWindows()) if (windowIds.has(win.webContents.id)) win.webContents.send(BRIDGE_EVENT_CHANNEL, event);
  });

  const open = () => {
    const win = openMainWindow(preloadDir, settings);
    const id = win.webContents.id;
    windowIds.add(id);
    win.on('closed', () => windowIds.delete(id));
    return win;
  };
  let main = open();
  // Auto-update (issue 19): a packaged app checks the server's feed on start and daily.
  let updates: UpdateService | null = null;
  void startElectronUpdates({
    isPackaged: app.isPackaged,
    feedUrl: updateFeedUrl(env, settings.get().serverUrl),
    showMessageBox: (options) => (main.isDestroyed() ? dialog.showMessageBox(options) : dialog.showMessageBox(main, options)),
    language: () => language(),
    send: (event) => core.events.emit(event),
    setProgress: (fraction) => (main.isDestroyed() ? undefined : main.setProgressBar(fraction)),
    log: (line) => console.warn(line),
  }).then((service) => {
    updates = service;
    if (service) buildMenu();
  });
  const bringToFront = () => {
    if (main.isDestroyed()) main = open();
    if (main.isMinimized()) main.restore();
    main.focus();
  };
  const navigate = (path: string) => void main.loadURL(`${APP_ORIGIN}${path}`);
  handover.attach({ bringToFront, navigate });

  // The native application menu (applicationMenu.ts), built again when the language, the session or the updater changes.
  let boardAvailable = false;
  buildMenu = () => {
    const template = applicationMenuTemplate(
      language(),
      process.platform,
      {
        openRoute: (path) => {
          bringToFront();
          navigate(path);
        },
        openWindow: (path) => void core.bridge.app.openWindow(path),
        checkForUpdates: updates ? () => void updates?.check() : undefined,
        openDataFolder: () => void shell.openPath(app.getPath('userData')),
      },
      { appName: app.name, development: !app.isPackaged, boardAvailable },
    );
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  };
  // The board entry follows the signed-in organisation, as the top bar's board button does.
  const refreshBoard = async () => {
    const category = (await core.bridge.session.state().catch(() => null))?.user?.orgCategory;
    const next = !!category && BOARD_CATEGORIES.includes(category);
    if (next !== boardAvailable) {
      boardAvailable = next;
      buildMenu();
    }
  };
  buildMenu();
  void refreshBoard();
  // Second windows show the signed-in organisation's figures: a sign-out or another organisation closes them.
  const followSession = async () => routeWindows.sessionIs(sessionIdentity((await core.bridge.session.state().catch(() => null))?.user));
  void followSession();
  core.events.on((event) => {
    if (!event.type.startsWith('session-')) return;
    void refreshBoard();
    void followSession();
  });
  app.on('second-instance', (_event, argv) => handover.secondInstance(argv));
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) main = open();
  });
  app.on('before-quit', () => {
    void core.dispose();
    void server?.close();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
