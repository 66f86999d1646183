import { useCallback, useSyncExternalStore } from 'react';
import {
  DARK_SCHEME_QUERY,
  applyTheme,
  initialPreference,
  resolveTheme,
  saveTheme,
  systemPrefersDark,
  type Theme,
  type ThemePreference,
} from '../theme-storage';

const listeners = new Set<() => void>();
let preference: ThemePreference | null = null;
let theme: Theme | null = null;
let watchingSystem = false;

function notify() {
  for (const listener of listeners) listener();
}

/** Follows the operating system live while the choice is System. */
function watchSystem() {
  if (watchingSystem || typeof window === 'undefined' || typeof window.matchMedia !== 'function')
    return;
  watchingSystem = true;
  window.matchMedia(DARK_SCHEME_QUERY).addEventListener('change', (event) => {
    if (getPreference() !== 'system') return;
    theme = event.matches ? 'dark' : 'light';
    applyTheme(theme);
    notify();
  });
}

function getPreference(): ThemePreference {
  preference ??= initialPreference();
  return preference;
}

function getTheme(): Theme {
  theme ??= resolveTheme(getPreference(), systemPrefersDark());
  return theme;
}

function subscribe(listener: () => void) {
  watchSystem();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the choice everywhere: root class, saved choice, and every component using this hook. */
export function setThemePreference(next: ThemePreference): void {
  preference = next;
  theme = resolveTheme(next, systemPrefersDark());
  applyTheme(theme);
  saveTheme(next);
  notify();
}

/** Switches to a fixed theme (the header toggle). */
export function setTheme(next: Theme): void {
  setThemePreference(next);
}

export function useTheme(): {
  theme: Theme;
  preference: ThemePreference;
  setTheme: (theme: Theme) => void;
  setPreference: (preference: ThemePreference) => void;
  toggleTheme: () => void;
} {
  const current = useSyncExternalStore(subscribe, getTheme, getTheme);
  const chosen = useSyncExternalStore(subscribe, getPreference, getPreference);
  const toggleTheme = useCallback(() => setTheme(getTheme() === 'dark' ? 'light' : 'dark'), []);
  return {
    theme: current,
    preference: chosen,
    setTheme,
    setPreference: setThemePreference,
    toggleTheme,
  };
}
