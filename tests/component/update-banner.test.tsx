/**
 * The update banner in real Chromium: hidden until the main process's updater reports an update,
 * then the download's percentage, then that it takes effect after a restart, in the person's language.
 */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { UpdateBanner } from '../../src/renderer/src/shell/UpdateBanner';
import { emitBridgeEvent } from './support/fakeCore';
import { createI18n } from './support/FieldHarness';
import { ListHarness } from './support/ListHarness';

async function open(language: 'zh' | 'en') {
  const screen = await render(
    <ListHarness i18n={await createI18n(language)}>
      <UpdateBanner />
    </ListHarness>,
  );
  return screen;
}

describe('the update banner', () => {
  it('shows nothing until an update is found, then its download and then that a restart applies it', async () => {
    const screen = await open('zh');
    expect(screen.container.querySelector('[data-testid="update-banner"]')).toBeNull();
    emitBridgeEvent({ type: 'update-downloading', version: '1.2.0', forced: false, percent: 42 });
    await expect.element(screen.getByTestId('update-banner')).toHaveTextContent('正在后台下载新版本 1.2.0（42%）');
    emitBridgeEvent({ type: 'update-ready', version: '1.2.0', forced: true });
    await expect.element(screen.getByTestId('update-banner')).toHaveTextContent('新版本 1.2.0 已下载，重启后生效');
  });

  it('speaks English', async () => {
    const screen = await open('en');
    emitBridgeEvent({ type: 'update-downloading', version: '1.2.0', forced: false, percent: 7 });
    await expect.element(screen.getByTestId('update-banner')).toHaveTextContent('Downloading version 1.2.0 in the background (7%)');
  });
});
