import { useCallback, useSyncExternalStore } from 'react';
import { applyTheme, initialTheme, saveTheme, type Theme } from '../theme-storage';

const listeners = new Set<() => void>();
let current: Theme | null = null;

function getTheme(): Theme {
  current ??= initialTheme();
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switches the theme everywhere: root class, saved choice, and every component using this hook. */
export function setTheme(theme: Theme): void {
  current = theme;
  applyTheme(theme);
  saveTheme(theme);
  for (const listener of listeners) listener();
}

export function useTheme(): {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
} {
  const theme = useSyncExternalStore(subscribe, getTheme, getTheme);
  const toggleTheme = useCallback(() => setTheme(getTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, setTheme, toggleTheme };
}
