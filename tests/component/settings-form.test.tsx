/**
 * The system settings form in real Chromium (spec 1 §3, §5): each key's rule shows its message
 * inline on submit and nothing is sent. The e2e journey (tests/e2e/settings.spec.ts) keeps the logo
 * upload rules, a save and what follows it; the server's checks are in
 * tests/integration/server/settings.test.ts. Only the desktop core is faked.
 */
import { FluentProvider } from '@fluentui/react-components';
import type { SystemSettings } from '@shared/domain/systemSettings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { I18nextProvider } from 'react-i18next';
import SettingsPage from '../../src/renderer/src/features/settings/SettingsPage';
import { fluentTheme } from '../../src/renderer/src/theme/themes';
import { answerApiCalls, apiCalls } from './support/fakeCore';
import { createI18n } from './support/FieldHarness';

const SEEDED: SystemSettings = {
  'sys-logo': '',
  'service-tel': '400-820-2026',
  'service-email': 'service@cem.example.com',
  'service-phone': '13800000000',
  copyright: '',
  beianhao: '',
  icp_num: '',
  security_registration_number: '',
  app_download_url: '',
  avatar_audit: '0',
};

beforeEach(() => {
  answerApiCalls((call) => {
    if (call.path === 'setting/detail') return SEEDED;
    throw new Error(`unexpected ${call.path}`);
  });
});

describe('settings form', () => {
  it('asks for the logo and shows the e-mail, phone, length and download-address messages; nothing is sent', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const screen = await render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={await createI18n('zh')}>
          <FluentProvider theme={fluentTheme('default')}>
            <SettingsPage />
          </FluentProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const form = screen.getByTestId('settings-form');
    const box = (name: string) => form.getByRole('textbox', { name });
    await expect.element(box('客服邮箱')).toHaveValue('service@cem.example.com');
    await userEvent.fill(box('客服邮箱'), 'not-an-email');
    await userEvent.fill(box('客服手机'), '12345');
    await userEvent.fill(box('版权信息'), '版'.repeat(51));
    await userEvent.fill(box('App下载地址'), 'ftp://download.example.com');
    await screen.getByTestId('settings-submit').click();
    for (const message of ['请上传系统Logo', '邮箱格式有误', '手机号码格式有误', '长度不能超过50个字符', '下载地址须以 http:// 或 https:// 开头']) {
      await expect.element(form.getByText(message)).toBeVisible();
    }
    await userEvent.fill(box('App下载地址'), 'https://download.example.com');
    await expect.element(form.getByText('下载地址须以 http:// 或 https:// 开头')).not.toBeInTheDocument();
    expect(apiCalls.filter((c) => c.path === 'setting/submit')).toHaveLength(0);
  });
});
