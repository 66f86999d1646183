export type Theme = 'light' | 'dark';
/** What the user chose: a fixed theme, or whatever the operating system prefers. */
export type ThemePreference = Theme | 'system';

/** Product-specific key; public/theme-init.js reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'bridge-studio-theme';
export const DEFAULT_THEME: Theme = 'dark';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

type StorageGetter = () => Pick<Storage, 'getItem' | 'setItem'>;
// Reading `window.localStorage` itself can throw (blocked storage), so it is reached lazily.
const browserStorage: StorageGetter = () => window.localStorage;

const isPreference = (value: unknown): value is ThemePreference =>
  value === 'light' || value === 'dark' || value === 'system';

/** The saved choice, only if it is exactly 'light', 'dark' or 'system'; a failing read warns and returns null. */
export function readSavedTheme(storage: StorageGetter = browserStorage): ThemePreference | null {
  try {
    const saved = storage().getItem(THEME_STORAGE_KEY);
    return isPreference(saved) ? saved : null;
  } catch (error) {
    console.warn('Bridge Studio could not read the saved theme; using the default.', error);
    return null;
  }
}

/** Saves the choice; a failing write warns and carries on. */
export function saveTheme(theme: ThemePreference, storage: StorageGetter = browserStorage): void {
  try {
    storage().setItem(THEME_STORAGE_KEY, theme);
  } catch (error) {
    console.warn('Bridge Studio could not save the theme choice.', error);
  }
}

/** Whether the operating system asks for dark; false where there is no window (prerendering). */
export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_SCHEME_QUERY).matches
    : DEFAULT_THEME === 'dark';
}

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): Theme {
  if (preference !== 'system') return preference;
  return prefersDark ? 'dark' : 'light';
}

export function initialPreference(storage: StorageGetter = browserStorage): ThemePreference {
  return readSavedTheme(storage) ?? DEFAULT_THEME;
}

/** The theme to show first: the saved choice, resolved against the system's preference. */
export function initialTheme(
  storage: StorageGetter = browserStorage,
  prefersDark = systemPrefersDark,
): Theme {
  return resolveTheme(initialPreference(storage), prefersDark());
}

/** Puts exactly one of the classes `dark` / `light` on the root element. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
}
