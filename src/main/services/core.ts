import type { AppInfo, AppSettings, Bridge } from '@shared/bridge';
import { firstMessage, validate } from '@shared/domain/validation';
import { coreConfigFrom, type CoreConfig } from './config';
import { CoreEvents } from './events';
import { Gateway } from './gateway/gateway';
import { ServerClient } from './gateway/serverClient';
import { withLaunchHeader } from './gateway/launchHeader';
import { createOfflineServices, type OfflineServices } from './offline/offlineServices';
import { PersonData } from './deviceData/personData';
import { CacheKeys } from './cache/cacheKeys';
import type { SecretStore } from './secrets/secretStore';
import { SessionService } from './session/sessionService';
import { createTransfers, type DesktopIntegration, type Transfers } from './uploads/transfers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@shared/api/endpoints';
import { ErrorLogService } from './errorLog/errorLogService';
import { ExcelService } from './excel/excelService';
import { ListExportService } from './exports/listExportService';
import { GuestCalls } from './session/guestCalls';
import { failure } from './gateway/interpret';
import { WINDOW_MESSAGES, windowPathSchema, type WindowOpener } from './windows/windowOpener';
import { PrintService, type PagePrinter } from './print/printService';
import { settingsPatchSchema, type SettingsStore } from './settings/settingsStore';
import { honouringNotificationSetting } from './settings/notificationSetting';
import { ActionNotifier } from './notifications/actionNotifier';

export interface CoreOptions {
  mode: AppInfo['mode'];
  version: string;
  /** The server used when the person has not chosen one: the embedded reference server or CEM_SERVER_URL. */
  defaultServerUrl: string;
  secrets: SecretStore;
  settings: SettingsStore;
  env?: Record<string, string | undefined>;
  fetch?: typeof fetch;
  /**
   * The launch secret of the reference server the app embeds at defaultServerUrl: sent with every
   * request to that origin (and never elsewhere), because the server refuses requests without it.
   */
  launchSecret?: string;
  /** Where the core keeps its files (the error log); memory only when absent. */
  dataDir?: string;
  /** File dialogs, taskbar progress and notifications (Electron); absent in browser mode. */
  desktop?: DesktopIntegration;
  /** Opens app routes in windows of their own (Electron); browser mode opens tabs from the page. */
  windows?: WindowOpener;
  /** Prints print views in a hidden window (Electron); browser mode prints from the page. */
  printer?: PagePrinter;
}

export interface Core {
  bridge: Bridge;
  events: CoreEvents;
  session: SessionService;
  config: CoreConfig;
  errorLog: ErrorLogService;
  transfers: Transfers;
  /** Lists written to .xlsx (browser mode's host serves the finished files). */
  exports: ListExportService;
  /** The local cache, connectivity, drafts and outbox. */
  offline: OfflineServices;
  /** Desktop notifications of what the person must act on (payment requests, overdue invoices). */
  actions: ActionNotifier;
  /** Stops timers and closes the cache file. */
  dispose(): Promise<void>;
}

/**
 * The desktop core: session, gateway and settings behind the Bridge interface. It imports nothing
 * from Electron, so Electron's IPC and browser mode's host carry the very same object.
 */
export async function createCore(opts: CoreOptions): Promise<Core> {
  const config = coreConfigFrom(opts.env ?? process.env);
  const events = new CoreEvents();
  const serverUrl = () => opts.settings.get().serverUrl || opts.defaultServerUrl;
  const baseFetch = opts.fetch ?? ((input, init) => fetch(input, init));
  const fetchImpl = opts.launchSecret ? withLaunchHeader(baseFetch, opts.defaultServerUrl, opts.launchSecret) : baseFetch;
  const client = new ServerClient(config, serverUrl, fetchImpl);
  const session = new SessionService({ client, secrets: opts.secrets, events, serverUrl, proactiveRefreshMs: config.proactiveRefreshMs });
  await session.restore();
  const gateway = new Gateway(client, session);
  const desktop = opts.desktop && honouringNotificationSetting(opts.desktop, () => opts.settings.get().notifications);
  // One set of keys for the cache and the upload queue: both seal with the person's key, made once.
  const keys = new CacheKeys(opts.secrets);
  const transfers = await createTransfers({ dataDir: opts.dataDir, keys, config, serverUrl, session, events, desktop, language: () => opts.settings.get().language, env: opts.env ?? process.env, fetch: fetchImpl });
  // Without a data folder there is nowhere to keep a cache: reads and writes then go straight to the server.
  const offline = createOfflineServices({ dataDir: opts.dataDir ?? null, client, gateway, session, secrets: opts.secrets, keys, events, serverUrl, env: opts.env ?? process.env });
  const personData = new PersonData({
    dataDir: opts.dataDir ?? null,
    whoIsSignedIn: () => {
      const user = session.state().user;
      return user ? { origin: new URL(serverUrl()).origin, userId: user.userId } : null;
    },
    syncUploads: () => transfers.uploads.sync(),
  });
  events.on((event) => personData.onEvent(event));
  const env = opts.env ?? process.env;
  // Payment requests waiting and overdue invoices, told on the desktop (Electron) while notifications are on.
  const actions = new ActionNotifier({
    call: (c) => gateway.call(c),
    notify: (title, body) => desktop?.notify(title, body),
    enabled: () => !!desktop && opts.settings.get().notifications,
    scope: () => offline.scopes.currentKey(),
    language: () => opts.settings.get().language,
    firstCheckMs: Number(env.CEM_ACTION_NOTIFY_FIRST_MS) || 60_000,
    everyMs: Number(env.CEM_ACTION_NOTIFY_EVERY_MS) || 1_800_000,
  });
  if (desktop) actions.start();
  const errorLog = new ErrorLogService(opts.dataDir ? join(opts.dataDir, 'error-log.json') : null);
  const guests = new GuestCalls(client);
  // An import is a write like a form's: through the caching gateway, so it clears the cached lists it
  // made stale and every window hears of it (data-changed).
  const excel = new ExcelService({ call: (c) => offline.gateway.call(c), handles: transfers.uploads.handles, desktop, language: () => opts.settings.get().language });
  const exports = new ListExportService({
    call: (c) => gateway.call(c),
    events,
    desktop,
    dir: join(opts.dataDir ?? tmpdir(), 'exports'),
    pageSize: Number((opts.env ?? process.env).CEM_EXCEL_PAGE_SIZE) || undefined,
  });

  const printing = new PrintService({ printer: opts.printer, desktop: opts.desktop });

  const bridge: Bridge = {
    session: {
      state: async () => session.state(),
      loginPassword: (input) => session.loginPassword(input),
      loginSms: (input) => session.loginSms(input),
      sendSmsCode: (phone) => session.sendSmsCode(phone),
      switchOrg: (input) => session.switchOrg(input),
      reload: () => session.reload(),
      logout: async () => {
        const result = await session.logout();
        // Signing out deletes this person's cache files, key and upload queues; the answer waits until they are gone.
        await offline.scopes.idle();
        await personData.idle();
        return result;
      },
      captcha: () => guests.captcha(),
      registerGuest: (input) => guests.registerGuest(input),
      siteFooter: () => guests.siteFooter(),
      inviteInfo: (code) => guests.inviteInfo(code),
      promotion: (id) => guests.promotion(id),
      joinPromotion: (input) => guests.joinPromotion(input),
    },
    api: {
      call: (call) => offline.gateway.call(call),
    },
    settings: {
      get: async () => opts.settings.get(),
      update: async (patch) => {
        const parsed = validate(settingsPatchSchema, patch);
        if (!parsed.success) throw new Error(firstMessage(parsed.error));
        const before = opts.settings.get();
        const next: AppSettings = { ...before, ...parsed.data };
        // A session belongs to the server that issued it: moving to another server signs out.
        if (next.serverUrl !== before.serverUrl && session.state().user) await session.logout();
        opts.settings.set(next);
        return next;
      },
    },
    app: {
      info: async () => ({ version: opts.version, mode: opts.mode, serverUrl: serverUrl(), secretStorage: opts.secrets.kind }),
      openWindow: async (path) => {
        const parsed = validate(windowPathSchema, path);
        if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
        if (!opts.windows) return failure('invalid', WINDOW_MESSAGES.unsupported);
        opts.windows.open(parsed.data);
        return { ok: true, data: null };
      },
      print: (input) => printing.print(input),
    },
    ...offline.bridge,
    ...transfers.bridge,
    excel: { exportList: (i) => exports.exportList(i), template: (i) => excel.template(i), pick: () => excel.pick(), importFile: (i) => excel.importFile(i) },
    errorLog: {
      list: async () => errorLog.list(),
      record: async (entry) => errorLog.record(entry),
      clear: async () => {
        errorLog.clear();
        return { ok: true, data: null };
      },
      upload: async () => {
        const logs = errorLog.list();
        const e = endpoints.errorLogUpload;
        const sent = await gateway.call({ module: e.module, path: e.path, method: e.method, body: { logs } });
        if (!sent.ok) return sent;
        errorLog.clear();
        return { ok: true, data: null };
      },
    },
  };

  return {
    bridge,
    events,
    session,
    config,
    errorLog,
    transfers,
    exports,
    offline,
    actions,
    dispose: async () => {
      actions.dispose();
      session.dispose();
      await offline.dispose();
      await transfers.dispose();
    },
  };
}
