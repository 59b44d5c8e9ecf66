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

/** Paths that show the login screen to a visitor without a session (the root redirects there). */
const LOGIN_FIRST = new Set(['/', '/login']);

async function start(): Promise<void> {
  // The login screen's code starts loading with the settings call instead of after it and the
  // router's session check; the router's own import of it then finds it loaded.
  if (LOGIN_FIRST.has(window.location.pathname)) void import('./pages/login/LoginPage');
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
