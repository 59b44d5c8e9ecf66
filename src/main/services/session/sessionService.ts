import { endpoints } from '@shared/api/endpoints';
import type { BridgeResult } from '@shared/bridge';
import {
  passwordLoginSchema,
  phoneSchema,
  smsLoginSchema,
  switchOrgSchema,
  type PasswordLogin,
  type SmsLogin,
  type SwitchOrg,
} from '@shared/domain/auth';
import type { SessionState } from '@shared/domain/session';
import { firstMessage, validate } from '@shared/domain/validation';
import { MESSAGES } from '@shared/messages';
import type { z } from 'zod';
import type { CoreEvents } from '../events';
import type { TokenProvider } from '../gateway/gateway';
import { failure, interpretEnvelope, serverMessage } from '../gateway/interpret';
import type { ServerClient } from '../gateway/serverClient';
import type { SecretStore } from '../secrets/secretStore';
import { parseStoredSession, sessionFromToken, type StoredSession } from './storedSession';

export interface SessionServiceOptions {
  client: ServerClient;
  secrets: SecretStore;
  events: CoreEvents;
  /** Identifies the server, so sessions of two servers never mix in the keychain. */
  serverUrl: () => string;
  proactiveRefreshMs: number;
}

/**
 * Owns the signed-in session: signs in and out, renews and switches organisation, and keeps the
 * tokens in the secret store. The renderer only ever sees SessionState, which holds no token.
 */
export class SessionService implements TokenProvider {
  private session: StoredSession | null = null;
  private renewal: Promise<boolean> | null = null;
  /**
   * The tail of every exchange that spends the refresh token (timer and 412 renewals, switching
   * organisation, reloading). The server rotates the refresh token on each use and treats a second
   * use of the old one as theft, revoking the session; so each exchange starts only after the one
   * before it has stored its new token.
   */
  private tokenQueue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly opts: SessionServiceOptions) {}

  /** Brings back the session of the last run from the keychain. */
  async restore(): Promise<void> {
    this.session = parseStoredSession(await this.opts.secrets.get(this.account()));
    if (this.session) this.startTimer();
  }

  state(): SessionState {
    return { user: this.session ? { ...this.session.user } : null, secretStorage: this.opts.secrets.kind };
  }

  async loginPassword(input: PasswordLogin): Promise<BridgeResult<SessionState>> {
    const parsed = parse(passwordLoginSchema, input);
    if (!parsed.ok) return parsed;
    const { tenantId, username, password, captchaKey, captchaCode } = parsed.data;
    const form: Record<string, string> = { grant_type: 'password', tenant_id: tenantId, username, password };
    if (captchaKey) form.captcha_key = captchaKey;
    if (captchaCode) form.captcha_code = captchaCode;
    return this.signIn(form, tenantId);
  }

  async loginSms(input: SmsLogin): Promise<BridgeResult<SessionState>> {
    const parsed = parse(smsLoginSchema, input);
    if (!parsed.ok) return parsed;
    const { tenantId, phone, code } = parsed.data;
    return this.signIn({ grant_type: 'sms', tenant_id: tenantId, phone, code }, tenantId);
  }

  async sendSmsCode(phone: string): Promise<BridgeResult<null>> {
    const parsed = parse(phoneSchema, phone);
    if (!parsed.ok) return parsed;
    const e = endpoints.sendSmsCode;
    const res = await this.opts.client.send({ module: e.module, path: e.path, method: e.method, query: { phone: parsed.data, smsCode: 'login' } });
    if (res.kind === 'offline') return failure('offline', MESSAGES.offline);
    const result = interpretEnvelope(res.status, res.body);
    return result.ok ? { ok: true, data: null } : result;
  }

  async switchOrg(input: SwitchOrg): Promise<BridgeResult<SessionState>> {
    const parsed = parse(switchOrgSchema, input);
    if (!parsed.ok) return parsed;
    if (!this.session) return failure('auth', MESSAGES.tokenMissing);
    const { tenantId, deptId, roleId } = parsed.data;
    return this.spendingRefreshToken(() => this.exchangeFor({ tenantId, deptId, roleId }));
  }

  async reload(): Promise<BridgeResult<SessionState>> {
    if (!this.session) return failure('auth', MESSAGES.tokenMissing);
    // The post is read once the queue reaches us: a switch queued before this reload has moved it.
    return this.spendingRefreshToken(() => (this.session ? this.exchangeFor(this.session.user) : Promise.resolve(failure('auth', MESSAGES.tokenMissing))));
  }

  /** Tells the server, then forgets everything locally; a failed call still signs out here. */
  async logout(): Promise<BridgeResult<null>> {
    const current = this.session;
    if (current) {
      const e = endpoints.logout;
      await this.opts.client.send({ module: e.module, path: e.path, method: e.method, accessToken: current.accessToken, tenantId: current.user.tenantId });
    }
    await this.clear();
    this.opts.events.emit({ type: 'session-ended', reason: 'logout' });
    return { ok: true, data: null };
  }

  credentials(): { accessToken: string; tenantId: string } | null {
    return this.session ? { accessToken: this.session.accessToken, tenantId: this.session.user.tenantId } : null;
  }

  /** Resolves once no exchange of the refresh token (renewal, switch, reload) is in flight. */
  settled(): Promise<void> {
    return this.tokenQueue.then(() => undefined);
  }

  renew(rejectedToken: string): Promise<boolean> {
    if (this.renewal) return this.renewal;
    if (!this.session) return Promise.resolve(false);
    if (this.session.accessToken !== rejectedToken) return Promise.resolve(true);
    this.renewal = this.spendingRefreshToken(async () => {
      // A switch or reload queued ahead of us has already replaced the rejected token.
      if (!this.session) return false;
      if (this.session.accessToken !== rejectedToken) return true;
      return this.refresh();
    }).finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  }

  relocate(rejectedToken: string): Promise<boolean> {
    if (!this.session) return Promise.resolve(false);
    return this.spendingRefreshToken(async () => {
      const current = this.session;
      if (!current) return false;
      // Several calls refused together: the first one moved the session, the rest find it moved.
      if (current.accessToken !== rejectedToken) return true;
      // A plain renewal: the server keeps a JOINED post and moves a frozen or removed one.
      const res = await this.exchange({ grant_type: 'refresh_token', refresh_token: current.refreshToken }, current.user.tenantId);
      if (this.session !== current) return this.session !== null;
      if (!res.ok) {
        if (res.error.kind !== 'offline') await this.end('unauthorized');
        return false;
      }
      await this.adopt(res.data);
      this.tellIfMoved(current, res.data);
      return true;
    });
  }

  async end(reason: 'expired' | 'unauthorized'): Promise<void> {
    if (!this.session) return;
    await this.clear();
    this.opts.events.emit({ type: 'session-ended', reason });
  }

  dispose(): void {
    this.stopTimer();
  }

  private async refresh(): Promise<boolean> {
    const current = this.session;
    if (!current) return false;
    const res = await this.exchange({ grant_type: 'refresh_token', refresh_token: current.refreshToken }, current.user.tenantId);
    if (this.session !== current) return this.session !== null;
    if (res.ok) {
      await this.adopt(res.data);
      this.tellIfMoved(current, res.data);
      return true;
    }
    // Offline is not a verdict on the session: keep it and let the next call try again.
    if (res.error.kind === 'offline') return false;
    await this.end('expired');
    return false;
  }

  /** Runs `task` after every earlier exchange of the refresh token has settled, one at a time. */
  private spendingRefreshToken<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tokenQueue.then(task, task);
    this.tokenQueue = run.catch(() => undefined);
    return run;
  }

  /** Exchanges the current refresh token for a session on `post`; only ever run from the queue. */
  private async exchangeFor(post: { tenantId: string; deptId: string; roleId: string }): Promise<BridgeResult<SessionState>> {
    const current = this.session;
    if (!current) return failure('auth', MESSAGES.tokenMissing);
    const form = { grant_type: 'refresh_token', refresh_token: current.refreshToken, tenant_id: post.tenantId, dept_id: post.deptId, role_id: post.roleId };
    const res = await this.exchange(form, current.user.tenantId);
    if (!res.ok) return res;
    // Signed out (or in as someone else) while the answer travelled: the answer is not ours to keep.
    if (this.session !== current) return failure('auth', MESSAGES.tokenMissing);
    await this.adopt(res.data);
    return { ok: true, data: this.state() };
  }

  private async signIn(form: Record<string, string>, tenantId: string): Promise<BridgeResult<SessionState>> {
    const res = await this.exchange(form, tenantId);
    if (!res.ok) return res;
    await this.adopt(res.data);
    return { ok: true, data: this.state() };
  }

  private async exchange(form: Record<string, string>, tenantId: string): Promise<BridgeResult<StoredSession>> {
    const e = endpoints.token;
    const res = await this.opts.client.send({ module: e.module, path: e.path, method: e.method, form, tenantId });
    if (res.kind === 'offline') return failure('offline', MESSAGES.offline);
    if (res.status !== 200) return failure(res.status === 400 ? 'invalid' : 'server', serverMessage(res.body), res.status);
    const session = sessionFromToken(res.body);
    return session ? { ok: true, data: session } : failure('server', MESSAGES.unknown, res.status);
  }

  private async adopt(session: StoredSession): Promise<void> {
    this.session = session;
    await this.opts.secrets.set(this.account(), JSON.stringify(session));
    this.startTimer();
    this.opts.events.emit({ type: 'session-changed' });
  }

  /**
   * A plain renewal (timer, 412 or a refused membership) comes back in another organisation when the
   * post was frozen or removed meanwhile: the renderer is told where the person is now.
   */
  private tellIfMoved(before: StoredSession, after: StoredSession): void {
    const { tenantId, orgName } = after.user;
    if (tenantId !== before.user.tenantId) this.opts.events.emit({ type: 'session-moved', tenantId, orgName });
  }

  private async clear(): Promise<void> {
    this.session = null;
    this.stopTimer();
    await this.opts.secrets.delete(this.account());
  }

  private account(): string {
    return `session@${new URL(this.opts.serverUrl()).origin}`;
  }

  private startTimer(): void {
    this.stopTimer();
    this.timer = setInterval(() => {
      if (this.session) void this.renew(this.session.accessToken);
    }, this.opts.proactiveRefreshMs);
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

function parse<S extends z.ZodType>(schema: S, input: unknown): { ok: true; data: z.infer<S> } | ReturnType<typeof failure> {
  const parsed = validate(schema, input);
  return parsed.success ? { ok: true, data: parsed.data } : failure('invalid', firstMessage(parsed.error));
}
