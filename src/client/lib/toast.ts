import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Show = (title: string, options?: ExternalToast) => void;

let sonner: Promise<Sonner> | undefined;
let loaded = false;
const loadedListeners = new Set<() => void>();

/** Loads the toast library once, on the first toast; it stays out of the page load. */
export const loadSonner = (): Promise<Sonner> => {
  if (!sonner) {
    sonner = import('sonner');
    // Told once the library is here, not mid-call, so a toast never re-renders its caller's flow.
    void sonner.then(() => {
      loaded = true;
      for (const listener of loadedListeners) listener();
    });
  }
  return sonner;
};

/** Whether the first toast has loaded the library: the Toaster mounts only then (useSyncExternalStore). */
export const toasterWanted = (): boolean => loaded;
export const subscribeToasterWanted = (listener: () => void): (() => void) => {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
};

const show =
  (kind: 'message' | 'success' | 'error' | 'warning' | 'info'): Show =>
  (title, options) =>
    void loadSonner().then(({ toast }) =>
      kind === 'message' ? toast(title, options) : toast[kind](title, options),
    );

/**
 * sonner's `toast`, loaded on first use. Toasts raised before the Toaster mounts are not lost:
 * sonner replays active toasts to a Toaster when it subscribes.
 */
export const toast = Object.assign(show('message'), {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  dismiss: (id?: string | number) =>
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id)),
});
