import { expect, test } from './support/fixtures';

const MULTI = { tenantId: '100004', username: 'multi' };

test('the switcher lists JOINED organisations to choose and LOCK ones locked; switching changes the menus', async ({ app, page }) => {
  await app.signIn(MULTI);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('button', { name: '合同管理' })).toBeVisible();
  await app.goto('/notice/index');
  await expect(page.getByTestId('tab-bar').getByRole('tab', { name: '通知公告' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tab-bar').getByRole('tab')).toHaveCount(2);

  await page.getByTestId('org-switcher').click();
  const options = page.getByTestId('org-option');
  await expect(options).toHaveCount(3);
  const design = options.filter({ hasText: '远景建筑设计研究院有限公司' });
  const platform = options.filter({ hasText: '长江工程咨询有限公司' });
  const owner = options.filter({ hasText: '滨江新区城市建设投资有限公司' });
  await expect(design).toHaveAttribute('aria-checked', 'true');
  await expect(owner).toContainText('已锁定');
  await expect(owner).toHaveAttribute('aria-disabled', 'true');

  // A locked organisation cannot be chosen.
  await owner.click({ force: true });
  await expect(page.getByTestId('org-switcher')).toContainText('远景建筑设计研究院有限公司');

  await page.keyboard.press('Escape');
  await page.getByTestId('org-switcher').click();
  await page.getByTestId('org-option').filter({ hasText: '长江工程咨询有限公司' }).click();
  await expect(page.getByTestId('org-switcher')).toContainText('长江工程咨询有限公司');
  await expect(page).toHaveURL(app.url('/desk/index'));
  // The platform unit's menu, the workbench only as a tab, and the data board entry of its category.
  await expect(page.getByTestId('tab-bar').getByRole('tab')).toHaveCount(1);
  await expect(sidebar.getByRole('button', { name: '合同管理' })).toBeVisible();
  await sidebar.getByRole('button', { name: '组织管理' }).click();
  await expect(sidebar.getByRole('link', { name: '设计单位' })).toBeVisible();
  await expect(page.getByTestId('board-button')).toBeVisible();
  expect((await app.userInfo()).orgName).toBe('长江工程咨询有限公司');

  // Switching back from the workbench itself: the layout and the workbench stay mounted, and still
  // nothing of the platform unit may remain (its menu entry and board button go).
  await page.getByTestId('org-switcher').click();
  await design.click();
  await expect(page.getByTestId('org-switcher')).toContainText('远景建筑设计研究院有限公司');
  await expect(page).toHaveURL(app.url('/desk/index'));
  await sidebar.getByRole('button', { name: '组织管理' }).click();
  await expect(sidebar.getByRole('link', { name: '成员管理' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: '设计单位' })).toHaveCount(0);
  await expect(page.getByTestId('board-button')).toHaveCount(0);
  void platform;
});
