import { localiseMessage } from './catalogues';
import { useCallback } from 'react';
import { useLanguage } from './useLanguage';

/** Turns a Chinese message from the core (BridgeError.message, a zod message) into the interface language. */
export function useLocaliseMessage(): (text: string) => string {
  const [language] = useLanguage();
  return useCallback((text: string) => localiseMessage(text, language), [language]);
}
