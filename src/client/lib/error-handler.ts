import { toast } from './toast';
import {
  ERROR_CLASSES,
  classifyError,
  type ErrorClass,
  type Severity,
} from '@shared/constants/errors';
import { TOAST_MS } from '@shared/constants/timings';

export interface HandleErrorOptions {
  /** Where the error happened, for the log line. */
  context?: string;
  /** Overrides the catalogue's severity (for example 'critical' for a failure the user must see). */
  severity?: Severity;
}

/** Logs any error, shows the error catalogue's toast for its class, and returns the class. */
export function handleError(error: unknown, options: HandleErrorOptions = {}): ErrorClass {
  const errorClass = classifyError(error);
  const entry = ERROR_CLASSES[errorClass];
  const severity = options.severity ?? entry.severity;
  console.error(`[Bridge Studio] ${options.context ?? 'error'} (${errorClass}):`, error);

  // One toast per class at a time, so a repeating failure does not pile up notices.
  const toastOptions = {
    id: `error-${errorClass}`,
    duration: severity === 'critical' ? Number.POSITIVE_INFINITY : TOAST_MS,
  };
  const destructive = severity === 'high' || severity === 'critical';
  const show = destructive ? toast.error : toast;
  if (entry.title === null) show(entry.message, toastOptions);
  else show(entry.title, { ...toastOptions, description: entry.message });
  return errorClass;
}
