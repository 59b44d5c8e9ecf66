/**
 * The `app` fixture: a browser that holds the host's launch cookie, talks to a core with nobody
 * signed in and the language back on Chinese, and fails the test on any console error.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { LAUNCH_URL_ENV } from './hostEnv';

export const DEMO_PASSWORD = process.env.CEM_DEMO_PASSWORD ?? 'Cem@2026';

export interface Credentials {
  tenantId: string;
  username: string;
  password?: string;
}

export class App {
  readonly origin: string;
  readonly consoleErrors: string[] = [];

  constructor(
    readonly page: Page,
    private readonly launchUrl: string,
  ) {
    this.origin = new URL(launchUrl).origin;
    page.on('console', (message) => {
      if (message.type() === 'error') this.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => this.consoleErrors.push(error.message));
  }

  /** Takes the launch cookie without loading the app, so the first page a test opens is its own. */
  async launch(): Promise<void> {
    const response = await this.page.request.get(this.launchUrl, { maxRedirects: 0 });
    expect(response.status(), 'the launch address answers with a redirect').toBe(302);
  }

  /** Calls the bridge as the renderer does; tests use it to set the scene and to read the truth. */
  async bridge<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
    const response = await this.page.request.post(`${this.origin}/bridge/call`, {
      headers: { 'x-cem-bridge': '1', origin: this.origin },
      data: { method, args },
    });
    const body = (await response.json()) as { result?: T; error?: string };
    if (body.error !== undefined) throw new Error(`bridge ${method}: ${body.error}`);
    return body.result as T;
  }

  async reset(): Promise<void> {
    await this.bridge('session.logout');
    await this.bridge('settings.update', { language: 'zh' });
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
    await this.goto('/login');
    await this.submitLogin(credentials);
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

export const ZH_LABELS = { tenantId: '租户编号', username: '账号', password: '密码', submit: '登录' };
export const EN_LABELS = { tenantId: 'Tenant ID', username: 'Account', password: 'Password', submit: 'Sign in' };

export const test = base.extend<{ app: App }>({
  app: async ({ page }, use) => {
    const launchUrl = process.env[LAUNCH_URL_ENV];
    if (!launchUrl) throw new Error(`${LAUNCH_URL_ENV} is not set: run the tests through playwright.config.ts`);
    const app = new App(page, launchUrl);
    await app.launch();
    await app.reset();
    await use(app);
    expect(app.consoleErrors, 'the page logged no errors').toEqual([]);
  },
});

export { expect };
