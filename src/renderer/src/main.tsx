import type { AppSettings } from '@shared/bridge';
import { DEFAULT_LANGUAGE, isLanguage } from '@shared/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bridge } from './bridge/client';
import { setupI18n } from './i18n/setupI18n';
import './global.css';

/** The remembered language decides the first paint, so nobody sees a flash of the other one. */
async function rememberedLanguage(): Promise<AppSettings['language']> {
  try {
    const { language } = await bridge.settings.get();
    return isLanguage(language) ? language : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

async function start(): Promise<void> {
  const i18n = await setupI18n(await rememberedLanguage());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}

void start();
