/**
 * The `app` fixture: a browser that holds the host's launch cookie, talks to a core with nobody
 * signed in and the language back on Chinese, and fails the test on any console error.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAUNCH_URL_ENV, testHostEnv } from './hostEnv';
import { hostProcessEnv, startHost, stopProcess } from './hostProcess';
import { hostTemplate } from './hostTemplate';

export const DEMO_PASSWORD = process.env.CEM_DEMO_PASSWORD ?? 'Cem@2026';

export interface Credentials {
  tenantId: string;
  username: string;
  password?: string;
}

/** The browser-mode host of this worker (or of a spec that started its own, such as the offline host). */
export interface HostHandle {
  launchUrl: string;
  /** Everything the host printed (the SMS codes among it). */
  logFile: string;
  /** The host's data folder (the reference server's database is in server/). */
  dataDir: string;
}

export class App {
  readonly origin: string;
  /** Browser mode's page key, handed over by the launch redirect (see src/shared/hostProtocol.ts). */
  private pageKey = '';
  readonly consoleErrors: string[] = [];
  private readonly allowed: RegExp[] = [];

  constructor(
    readonly page: Page,
    private readonly launchUrl: string,
    readonly host: HostHandle = { launchUrl, logFile: '', dataDir: '' },
  ) {
    this.origin = new URL(launchUrl).origin;
    page.on('console', (message) => {
      if (message.type() === 'error') this.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => this.consoleErrors.push(error.message));
  }

  /** Errors a test provokes on purpose (the error log's) do not fail it. */
  allowConsoleErrors(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  unexpectedConsoleErrors(): string[] {
    return this.consoleErrors.filter((text) => !this.allowed.some((re) => re.test(text)));
  }

  /** The code the reference server last printed for a phone (`SMS <phone> <code>`), waiting for it to appear. */
  async smsCode(phone: string, after = ''): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(() => {
        const lines = existsSync(this.host.logFile) ? readFileSync(this.host.logFile, 'utf8').split('\n') : [];
        code = lines
          .map((l) => new RegExp(`^SMS ${phone} (\\d{6})$`).exec(l.trim())?.[1])
          .filter((c): c is string => !!c)
          .pop();
        return code !== undefined && code !== after;
      }, { message: `an SMS code for ${phone}` })
      .toBe(true);
    return code!;
  }

  /** Signs out through the user menu, as a person does. */
  async signOut(): Promise<void> {
    await this.page.getByTestId('user-menu').click();
    await this.page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(this.page).toHaveURL(this.url('/login'));
  }

  /**
   * Takes the launch cookie without loading the app, so the first page a test opens is its own; the
   * page key the redirect hands over is put where the app keeps it (this origin's localStorage).
   */
  async launch(): Promise<void> {
    const response = await this.page.request.get(this.launchUrl, { maxRedirects: 0 });
    expect(response.status(), 'the launch address answers with a redirect').toBe(302);
    const location = new URL(response.headers().location ?? '', this.origin);
    this.pageKey = new URLSearchParams(location.hash.slice(1)).get('cem-key') ?? '';
    expect(this.pageKey, 'the launch redirect hands over a page key').not.toBe('');
    await this.page.addInitScript(
      ({ origin, key }) => {
        if (window.location.origin === origin) window.localStorage.setItem('cem-host-key', key);
      },
      { origin: this.origin, key: this.pageKey },
    );
  }

  /**
   * Entries in the page's session and local storage, the launch's page key aside (it belongs to
   * browser mode's launch, not to the person, and survives signing out; see src/shared/hostProtocol.ts).
   */
  async storageTraces(): Promise<number> {
    return this.page.evaluate(() => sessionStorage.length + localStorage.length - (localStorage.getItem('cem-host-key') === null ? 0 : 1));
  }

  /** Calls the bridge as the renderer does; tests use it to set the scene and to read the truth. */
  async bridge<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
    const response = await this.page.request.post(`${this.origin}/bridge/call`, {
      headers: { 'x-cem-bridge': this.pageKey, origin: this.origin },
      data: { method, args },
    });
    const body = (await response.json()) as { result?: T; error?: string };
    if (body.error !== undefined) throw new Error(`bridge ${method}: ${body.error}`);
    return body.result as T;
  }

  async reset(): Promise<void> {
    await this.bridge('session.logout');
    await this.bridge('settings.update', { language: 'zh', theme: 'default' });
  }

  url(path: string): string {
    return `${this.origin}${path}`;
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(this.url(path));
  }

  /** Fills the login form by its labels (in the given language) and submits it with Enter. */
  async submitLogin({ tenantId, username, password = DEMO_PASSWORD }: Credentials, labels = ZH_LABELS): Promise<void> {
    const { page } = this;
    await page.getByRole('textbox', { name: labels.tenantId, exact: true }).fill(tenantId);
    await page.getByRole('textbox', { name: labels.username, exact: true }).fill(username);
    await page.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
    await page.getByRole('textbox', { name: labels.password, exact: true }).press('Enter');
  }

  async signIn(credentials: Credentials): Promise<void> {
    if (this.page.url() === 'about:blank') {
      // A page that has shown nothing yet signs in through the core, as the login page does, and
      // opens the workbench: the form has tests of its own, and filling it in for every test cost
      // the suite minutes. A page already showing the app uses the form, which also clears what the
      // previous person left in the window.
      const { tenantId, username, password = DEMO_PASSWORD } = credentials;
      const result = await this.bridge<{ ok: boolean; msg?: string }>('session.loginPassword', { tenantId, username, password });
      expect(result.ok, `${username}@${tenantId} signs in: ${result.msg ?? ''}`).toBe(true);
      await this.goto('/desk/index');
    } else {
      await this.goto('/login');
      await this.submitLogin(credentials);
    }
    await expect(this.page).toHaveURL(this.url('/desk/index'));
  }

  /** The person as the server describes them, to compare with what the page shows. */
  async userInfo(): Promise<{ realName: string; orgName: string; orgCategory: string; account: string }> {
    const result = await this.bridge<{ ok: boolean; data: { realName: string; orgName: string; orgCategory: string; account: string } }>(
      'api.call',
      { module: 'auth', path: 'oauth/user-info', method: 'GET' },
    );
    expect(result.ok, 'user-info answers').toBe(true);
    return result.data;
  }
}

/**
 * Marks a test whose point is its pictures (tests/.artifacts, for a person to look at): `npm run
 * pictures` takes them, `npm test` leaves them out (playwright.config.ts). Each screen's behaviour,
 * English included, is a journey or a component test of its own.
 */
export const PICTURES = { tag: '@pictures' };

export const ZH_LABELS = { tenantId: '租户编号', username: '账号', password: '密码', submit: '登录' };
export const EN_LABELS = { tenantId: 'Tenant ID', username: 'Account', password: 'Password', submit: 'Sign in' };

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const test = base.extend<{ app: App }, { hostEnv: Record<string, string>; host: HostHandle }>({
  // Environment a spec's host runs with on top of testHostEnv's (short token life, captcha on), set
  // with test.use: Playwright gives such a spec workers of its own, so it gets hosts of its own.
  hostEnv: [{}, { scope: 'worker', option: true }],
  // Each worker starts its own host (own data folder, port, reference server, core and keychain
  // entry), so tests in different workers never share a session or data; tests of one worker run one
  // after another on it, as the core holds one session.
  host: [
    async ({ hostEnv }, use) => {
      const external = process.env[LAUNCH_URL_ENV];
      if (external && Object.keys(hostEnv).length === 0) {
        await use({ launchUrl: external, logFile: '', dataDir: '' });
        return;
      }
      const dataDir = mkdtempSync(join(tmpdir(), 'cem-e2e-'));
      const logFile = join(dataDir, 'host.log');
      const env = testHostEnv(hostEnv);
      // The run's demo database for this environment, when an earlier host left one (hostTemplate.ts).
      const template = hostTemplate(join(dataDir, 'server'), hostProcessEnv(env));
      const started = Date.now();
      const running = await startHost(root, dataDir, env, logFile);
      if (process.env.CEM_E2E_VERBOSE) console.log(`[e2e] host ready in ${Date.now() - started} ms (${template?.copied ? 'from the template' : 'first start'})`);
      try {
        await template?.keep();
        await use({ launchUrl: running.launchUrl, logFile, dataDir });
      } finally {
        if (running.child.pid) await stopProcess(running.child.pid);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    // Starting a host (a tsx process that, without a template, seeds demo data) takes a while on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  app: async ({ page, host }, use) => {
    const app = new App(page, host.launchUrl, host);
    await app.launch();
    await app.reset();
    await use(app);
    expect(app.unexpectedConsoleErrors(), 'the page logged no errors').toEqual([]);
  },
});

export { expect };
