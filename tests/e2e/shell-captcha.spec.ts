import { expect, test } from './support/fixtures';

// A host of its own with the server's captcha on (CEM_CAPTCHA=on).
test.use({ hostEnv: { CEM_CAPTCHA: 'on' } });

/** The reference server draws its captcha as SVG text, so a test can read it back (docs/decisions.md). */
async function captchaAnswer(src: string): Promise<string> {
  const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml[^,]*,/, ''));
  const text = svg.startsWith('<') ? svg : Buffer.from(src.split(',')[1], 'base64').toString('utf8');
  return [...text.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]).join('');
}

test('the account tab asks for the captcha when the server enables it', async ({ app, page }) => {
  await app.goto('/login');
  const image = page.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  await page.getByRole('textbox', { name: '租户编号', exact: true }).fill('100004');
  await page.getByRole('textbox', { name: '账号', exact: true }).fill('sj_admin');
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('Cem@2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入图形验证码')).toBeVisible();

  const first = await image.getAttribute('src');
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill('ZZZZ');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('图形验证码错误');

  // A failed attempt brings a fresh captcha (each answers once); its answer signs in.
  await expect.poll(() => image.getAttribute('src')).not.toBe(first);
  const answer = await captchaAnswer((await image.getAttribute('src'))!);
  expect(answer).toMatch(/^[0-9A-Z]{4}$/);
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(answer);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(app.url('/desk/index'));
});
