import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Show = (title: string, options?: ExternalToast) => void;

let sonner: Promise<Sonner> | undefined;

/** Loads the toast library once; it stays out of the first page load. */
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

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
