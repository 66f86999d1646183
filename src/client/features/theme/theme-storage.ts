export type Theme = 'light' | 'dark';

/** Product-specific key; public/theme-init.js reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'bridge-studio-theme';
export const DEFAULT_THEME: Theme = 'dark';

type StorageGetter = () => Pick<Storage, 'getItem' | 'setItem'>;
// Reading `window.localStorage` itself can throw (blocked storage), so it is reached lazily.
const browserStorage: StorageGetter = () => window.localStorage;

/** The saved theme, only if it is exactly 'light' or 'dark'; a failing read warns and returns null. */
export function readSavedTheme(storage: StorageGetter = browserStorage): Theme | null {
  try {
    const saved = storage().getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : null;
  } catch (error) {
    console.warn('Bridge Studio could not read the saved theme; using the default.', error);
    return null;
  }
}

/** Saves the theme; a failing write warns and carries on. */
export function saveTheme(theme: Theme, storage: StorageGetter = browserStorage): void {
  try {
    storage().setItem(THEME_STORAGE_KEY, theme);
  } catch (error) {
    console.warn('Bridge Studio could not save the theme choice.', error);
  }
}

export function initialTheme(storage: StorageGetter = browserStorage): Theme {
  return readSavedTheme(storage) ?? DEFAULT_THEME;
}

/** Puts exactly one of the classes `dark` / `light` on the root element. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
}
