import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { bridge } from '../bridge/client';
import { DEFAULT_THEME, isDarkTheme, isThemeId, type ThemeId } from './themes';

interface ThemeChoice {
  themeId: ThemeId;
  setTheme(id: ThemeId): void;
}

const ThemeContext = createContext<ThemeChoice>({ themeId: DEFAULT_THEME, setTheme: () => undefined });

function applyColorScheme(id: ThemeId): void {
  // Scrollbars and form controls the browser draws follow the theme too.
  document.documentElement.style.colorScheme = isDarkTheme(id) ? 'dark' : 'light';
}

/** The chosen theme, remembered by the core across restarts (settings.theme). */
export function ThemeChoiceProvider({ initial, children }: { initial: string; children: ReactNode }) {
  const [themeId, setThemeId] = useState<ThemeId>(() => {
    const id = isThemeId(initial) ? initial : DEFAULT_THEME;
    applyColorScheme(id);
    return id;
  });
  const setTheme = useCallback((id: ThemeId) => {
    setThemeId(id);
    applyColorScheme(id);
    // Shown at once; failing to remember it must not undo it.
    void bridge.settings.update({ theme: id }).catch(() => undefined);
  }, []);
  const value = useMemo(() => ({ themeId, setTheme }), [themeId, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useThemeChoice(): ThemeChoice {
  return useContext(ThemeContext);
}
