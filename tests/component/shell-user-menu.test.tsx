/**
 * The user menu in real Chromium: each of its entries leads to its page of the personal centre. The
 * e2e journey (tests/e2e/shell-layout.spec.ts) takes two of them and logout in the app; the whole
 * list is checked here, where an entry costs no page of the app.
 */
import { FluentProvider } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { sessionStateQuery } from '../../src/renderer/src/api/sessionQueries';
import { UserMenu } from '../../src/renderer/src/shell/layout/UserMenu';
import { fluentTheme } from '../../src/renderer/src/theme/themes';
import { createI18n } from './support/FieldHarness';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

describe('the user menu', () => {
  it('leads to each page of the personal centre', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(sessionStateQuery().queryKey, {
      user: { userId: '1', account: 'sj_admin', realName: '设计院管理员', avatar: '', tenantId: '100004', deptId: '1', roleId: '1', roleName: 'admin', orgCategory: 'sj', orgName: '设计院', orgCode: '', bizType: undefined },
      secretStorage: 'memory',
    });
    render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={await createI18n('zh')}>
          <FluentProvider theme={fluentTheme('default')}>
            <MemoryRouter initialEntries={['/desk/index']}>
              <UserMenu />
              <Where />
            </MemoryRouter>
          </FluentProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    for (const [item, path] of [
      ['个人信息', '/info/index?tab=user'],
      ['专家认证', '/info/cert'],
      ['账号安全', '/info/account'],
      ['加入企业', '/info/join'],
      ['注册协议', '/info/reg'],
      ['隐私政策', '/info/prip'],
      ['关于我们', '/info/about'],
    ]) {
      await userEvent.click(page.getByTestId('user-menu'));
      await userEvent.click(page.getByRole('menuitem', { name: item }));
      await expect.element(page.getByTestId('where')).toHaveTextContent(path);
    }
    // And the way out, last in the menu.
    await userEvent.click(page.getByTestId('user-menu'));
    await expect.element(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  });
});
