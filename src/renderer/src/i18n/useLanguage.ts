import type { Language } from '@shared/bridge';
import { DEFAULT_LANGUAGE, isLanguage } from '@shared/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { bridge } from '../bridge/client';
import { ensureLanguage } from './setupI18n';

/** The interface language, and a setter that the core remembers across restarts. */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    async (next: Language) => {
      await ensureLanguage(i18n, next);
      await i18n.changeLanguage(next);
      // The switch already took effect on screen; failing to remember it must not undo it.
      await bridge.settings.update({ language: next }).catch(() => undefined);
    },
    [i18n],
  );
  return [language, setLanguage];
}
