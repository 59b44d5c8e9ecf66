/**
 * The one interface between the renderer and the desktop core. Electron carries it over IPC and
 * browser mode over HTTP; both build it from BRIDGE_SHAPE, so adding a method here adds it to both.
 */
import type { ModuleName } from './api/modules';
import type { Captcha } from './api/endpoints';
import type { PromotionJoinInput, PublicPromotion } from './domain/promotion';
import type { PasswordLogin, SmsLogin, SwitchOrg } from './domain/auth';
import type { ErrorLogEntry, ErrorLogInput } from './domain/errorLog';
import type { InviteInfo } from './domain/invite';
import type { GuestRegistration } from './domain/registration';
import type { CacheStatus, ConnectivityState, Draft, OutboxItem, SubmitMeta } from './domain/offline';
import type { SessionState } from './domain/session';
import type { PrintDone, PrintRequest } from './domain/print';
import { MESSAGES } from './messages';
import type { SiteFooterSettings } from './domain/systemSettings';
import { EXCEL_SHAPE, type ExcelBridge, type ExcelBridgeEvent } from './excelBridge';
import { DOWNLOADS_SHAPE, UPLOADS_SHAPE, type DownloadsBridge, type UploadBridgeEvent, type UploadsBridge } from './uploadBridge';
import type { UpdateBridgeEvent } from './updateBridge';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One server call, named by module and path; the core adds host, credentials and tokens. */
export interface ApiCall {
  module: ModuleName;
  path: string;
  method?: HttpMethod;
  query?: Record<string, unknown>;
  /** A JSON body. */
  body?: unknown;
  /** A form-encoded body (takes precedence over `body`). */
  form?: Record<string, string>;
  idempotencyKey?: string;
}

export type ErrorKind = 'offline' | 'auth' | 'invalid' | 'server';

export interface BridgeError {
  kind: ErrorKind;
  /** What the person reads: the server's message or one of the catalogue's, in Chinese. */
  message: string;
  status?: number;
  code?: number;
  /** Set when a submit could not reach the server and waits in the outbox (shown as pending, never as saved). */
  outboxId?: string;
}

export type BridgeResult<T> =
  | {
      ok: true;
      data: T;
      /** Set when the answer came from the local cache: when it was fetched (yyyy-MM-dd HH:mm:ss). */
      cachedAt?: string;
      /** The server's msg for a write (feedback shows it as the success message, spec 1 §7). */
      message?: string;
    }
  | { ok: false; error: BridgeError };

export type Language = 'zh' | 'en';

export interface AppSettings {
  language: Language;
  theme: string;
  /** Set only when the person points the app at another server; the embedded one otherwise. */
  serverUrl: string;
  /** Desktop notifications (uploads finished or failed); on unless the person turns them off. */
  notifications: boolean;
}

export interface AppInfo {
  version: string;
  mode: 'electron' | 'browser';
  serverUrl: string;
  secretStorage: SessionState['secretStorage'];
}

export interface Bridge {
  session: {
    state(): Promise<SessionState>;
    loginPassword(input: PasswordLogin): Promise<BridgeResult<SessionState>>;
    loginSms(input: SmsLogin): Promise<BridgeResult<SessionState>>;
    sendSmsCode(phone: string): Promise<BridgeResult<null>>;
    switchOrg(input: SwitchOrg): Promise<BridgeResult<SessionState>>;
    /** The same post again from the server, so a saved name or avatar shows at once. */
    reload(): Promise<BridgeResult<SessionState>>;
    logout(): Promise<BridgeResult<null>>;
    /** The login captcha, or null when the server does not ask for one. */
    captcha(): Promise<BridgeResult<Captcha | null>>;
    /** A third-party account's application to join an organisation (no session needed). */
    registerGuest(input: GuestRegistration): Promise<BridgeResult<null>>;
    /** The operator's footer from system settings (copyright, filing numbers), shown before sign-in too. */
    siteFooter(): Promise<BridgeResult<SiteFooterSettings>>;
    /** Where an invitation code leads (organisation, department, inviter, expiry), signed in or not: the /invite page. */
    inviteInfo(code: string): Promise<BridgeResult<InviteInfo>>;
    /** A published promotion as the public /promotion page shows it, signed in or not. */
    promotion(id: string): Promise<BridgeResult<PublicPromotion>>;
    /** A visitor's sign-up to a promotion (no session needed). */
    joinPromotion(input: PromotionJoinInput): Promise<BridgeResult<null>>;
  };
  api: {
    call(call: ApiCall): Promise<BridgeResult<unknown>>;
  };
  settings: {
    get(): Promise<AppSettings>;
    update(patch: Partial<AppSettings>): Promise<AppSettings>;
  };
  app: {
    info(): Promise<AppInfo>;
    /** Opens an app route (a path such as /board/index) in a window of its own. */
    openWindow(path: string): Promise<BridgeResult<null>>;
    /**
     * Prints a print view (/print/...) in a hidden window of the core's (Electron): to the system's
     * print dialog, or as a PDF written where the person chooses (null when they cancel). Browser
     * mode answers invalid: the page prints with the browser's own dialog.
     */
    print(input: PrintRequest): Promise<BridgeResult<PrintDone | null>>;
  };
  uploads: UploadsBridge;
  downloads: DownloadsBridge;
  excel: ExcelBridge;
  errorLog: {
    /** The local error log, newest first: renderer and main-process errors alike. */
    list(): Promise<ErrorLogEntry[]>;
    record(entry: ErrorLogInput): Promise<number>;
    clear(): Promise<BridgeResult<null>>;
    /** Sends the log to the server and, once it is there, clears it. */
    upload(): Promise<BridgeResult<null>>;
  };
  cache: {
    status(): Promise<CacheStatus>;
    /** Forgets cached reads of this person (drafts and the outbox stay) and asks the server to clear its caches. */
    clear(): Promise<BridgeResult<null>>;
  };
  connectivity: {
    state(): Promise<ConnectivityState>;
  };
  drafts: {
    get(formKey: string): Promise<BridgeResult<Draft | null>>;
    save(formKey: string, data: Record<string, unknown>, idempotencyKey: string): Promise<BridgeResult<Draft>>;
    remove(formKey: string): Promise<BridgeResult<null>>;
  };
  outbox: {
    /** Sends a write with its idempotency key; kept in the outbox (error.outboxId) when the network is down. */
    submit(call: ApiCall, meta: SubmitMeta): Promise<BridgeResult<unknown>>;
    list(): Promise<BridgeResult<OutboxItem[]>>;
    /** Stops a pending submit; its draft stays, so nothing typed is lost. */
    cancel(id: string): Promise<BridgeResult<null>>;
    /** Removes a settled entry from the list once the person has read the answer. */
    dismiss(id: string): Promise<BridgeResult<null>>;
  };
}

/** Events the core pushes to the renderer. */
export type BridgeEvent =
  | UploadBridgeEvent
  | ExcelBridgeEvent
  | UpdateBridgeEvent
  | { type: 'session-ended'; reason: 'expired' | 'unauthorized' | 'logout' }
  | { type: 'session-changed' }
  /** The session's post was frozen or removed and the core moved it to another organisation the person has joined. */
  | { type: 'session-moved'; tenantId: string; orgName: string }
  | { type: 'connectivity'; online: boolean; since: string }
  /** A background revalidation brought data that differs from what was answered from the cache. */
  | { type: 'cache-updated'; module: ModuleName; path: string }
  /**
   * A write made through this core (api.call, an outbox submit, its later replay) was answered ok:
   * which module and path family (the path's first segment, contract-owner-arrive) it changed, so
   * every window can refetch what it shows of them. Never the body, never a token.
   */
  | { type: 'data-changed'; module: ModuleName; family: string }
  | { type: 'outbox-changed' }
  | { type: 'outbox-settled'; item: OutboxItem };

/** Every method of Bridge, checked by the compiler to be complete and exact. */
export const BRIDGE_SHAPE: { [N in keyof Bridge]: { [M in keyof Bridge[N]]: true } } = {
  session: { state: true, loginPassword: true, loginSms: true, sendSmsCode: true, switchOrg: true, reload: true, logout: true, captcha: true, registerGuest: true, siteFooter: true, inviteInfo: true, promotion: true, joinPromotion: true },
  api: { call: true },
  settings: { get: true, update: true },
  app: { info: true, openWindow: true, print: true },
  uploads: UPLOADS_SHAPE,
  downloads: DOWNLOADS_SHAPE,
  excel: EXCEL_SHAPE,
  errorLog: { list: true, record: true, clear: true, upload: true },
  cache: { status: true, clear: true },
  connectivity: { state: true },
  drafts: { get: true, save: true, remove: true },
  outbox: { submit: true, list: true, cancel: true, dismiss: true },
};

export type BridgeMethod = { [N in keyof Bridge]: `${N}.${keyof Bridge[N] & string}` }[keyof Bridge];

export const BRIDGE_METHODS: readonly BridgeMethod[] = Object.entries(BRIDGE_SHAPE).flatMap(([ns, methods]) =>
  Object.keys(methods).map((m) => `${ns}.${m}` as BridgeMethod),
);

export function isBridgeMethod(name: unknown): name is BridgeMethod {
  return typeof name === 'string' && (BRIDGE_METHODS as readonly string[]).includes(name);
}

/** The IPC channel prefix of the bridge; main answers only channels under it. */
export const BRIDGE_CHANNEL_PREFIX = 'cem:';
export const BRIDGE_EVENT_CHANNEL = 'cem-event';

export type BridgeInvoke = (method: BridgeMethod, args: unknown[]) => Promise<unknown>;

/** Builds a Bridge whose every method forwards to `invoke`: the preload and the HTTP client use it. */
export function createBridgeProxy(invoke: BridgeInvoke): Bridge {
  const bridge: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const [ns, methods] of Object.entries(BRIDGE_SHAPE)) {
    bridge[ns] = {};
    for (const m of Object.keys(methods)) {
      bridge[ns][m] = (...args: unknown[]) => invoke(`${ns}.${m}` as BridgeMethod, args);
    }
  }
  return bridge as unknown as Bridge;
}

/**
 * Calls the named method on an implementation: the main process and the host use it. The core's
 * services answer with BridgeResult; what one throws is a defect or arguments the page never sends,
 * so the page reads the catalogue's 请求参数有误 and the error itself, stack and all, goes to
 * `onUnexpected` (the local error log), never to the page.
 */
export async function dispatchBridge(
  impl: Bridge,
  method: BridgeMethod,
  args: unknown[],
  onUnexpected: (error: unknown, method: BridgeMethod) => void = () => {},
): Promise<unknown> {
  const [ns, m] = method.split('.') as [keyof Bridge, string];
  const target = impl[ns] as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
  try {
    return await target[m](...args);
  } catch (error) {
    onUnexpected(error, method);
    const refused: BridgeResult<never> = { ok: false, error: { kind: 'invalid', message: MESSAGES.badRequest } };
    return refused;
  }
}
