/**
 * The personal centre's 本机 section in real Chromium: the desktop-notification switch reads and
 * writes the core's settings, and 清除本地数据 asks 是否需要清除缓存? before clearing (清除完毕).
 * Only the desktop core is faked; the core's side is tests/integration/uploads/notifications.test.ts.
 */
import { FluentProvider } from '@fluentui/react-components';
import type { AppSettings } from '@shared/bridge';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { I18nextProvider } from 'react-i18next';
import { DeviceSettings } from '../../src/renderer/src/features/device/DeviceSettings';
import { LazyToaster } from '../../src/renderer/src/shell/toast';
import { fluentTheme } from '../../src/renderer/src/theme/themes';
import { answerBridgeMethod, answerRawBridgeMethod, clearBridgeMethods } from './support/fakeCore';
import { createI18n } from './support/FieldHarness';

afterEach(() => clearBridgeMethods());

async function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={await createI18n('zh')}>
        <FluentProvider theme={fluentTheme('default')}>
          <DeviceSettings />
          <LazyToaster />
        </FluentProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('this device’s settings', () => {
  it('turns desktop notifications off and on through the core’s settings', async () => {
    let settings: AppSettings = { language: 'zh', theme: 'default', serverUrl: '', notifications: true };
    const patches: unknown[] = [];
    answerRawBridgeMethod('settings.get', () => settings);
    answerRawBridgeMethod('settings.update', (patch) => {
      patches.push(patch);
      settings = { ...settings, ...(patch as Partial<AppSettings>) };
      return settings;
    });
    const screen = await show();
    const toggle = screen.getByRole('switch', { name: '桌面通知' });
    await expect.element(toggle).toBeChecked();
    await expect.element(toggle).toBeEnabled();
    await userEvent.click(toggle);
    await expect.element(toggle).not.toBeChecked();
    expect(patches).toEqual([{ notifications: false }]);
    await userEvent.click(toggle);
    await expect.element(toggle).toBeChecked();
    expect(patches).toEqual([{ notifications: false }, { notifications: true }]);
  });

  it('清除本地数据 asks first, then clears and says 清除完毕', async () => {
    let cleared = 0;
    answerRawBridgeMethod('settings.get', () => ({ language: 'zh', theme: 'default', serverUrl: '', notifications: true }));
    answerBridgeMethod('cache.clear', () => {
      cleared += 1;
      return null;
    });
    const screen = await show();
    await userEvent.click(screen.getByRole('button', { name: '清除本地数据' }));
    await expect.element(screen.getByText('是否需要清除缓存?')).toBeVisible();
    expect(cleared).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect.element(screen.getByText('清除完毕')).toBeVisible();
    expect(cleared).toBe(1);
  });
});
