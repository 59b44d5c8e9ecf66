import type { AppSettings } from '@shared/bridge';
import { DEFAULT_LANGUAGE, isLanguage } from '@shared/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bridge } from './bridge/client';
import { setupI18n } from './i18n/setupI18n';
import { onCaughtError, onUncaughtError } from './shell/errors/errorRecorder';
import { installRootFontScaling } from './shell/screen';
import './global.css';

/** The remembered language and theme decide the first paint, so nobody sees a flash of the others. */
async function rememberedSettings(): Promise<Pick<AppSettings, 'language' | 'theme'>> {
  try {
    const { language, theme } = await bridge.settings.get();
    return { language: isLanguage(language) ? language : DEFAULT_LANGUAGE, theme };
  } catch {
    return { language: DEFAULT_LANGUAGE, theme: 'default' };
  }
}

async function start(): Promise<void> {
  installRootFontScaling();
  const settings = await rememberedSettings();
  const i18n = await setupI18n(settings.language);
  // Errors React catches or gives up on never reach the window's error event: they go to the local
  // error log from here (spec 1 §2, uncaught errors of the renderer are recorded).
  createRoot(document.getElementById('root')!, { onCaughtError, onUncaughtError }).render(
    <StrictMode>
      <App i18n={i18n} theme={settings.theme} />
    </StrictMode>,
  );
}

void start();
