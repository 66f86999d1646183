/** The error catalogue: one class, one toast, one retry rule per kind of failure. */
export const ERROR_CLASSES = {
  RLS_VIOLATION: {
    title: 'Access Denied',
    message: 'Access denied. Please check your permissions or sign in again.',
    retry: false,
    severity: 'high',
  },
  NETWORK_ERROR: {
    title: 'Connection Issue',
    message: 'Connection issue detected. Retrying automatically...',
    retry: true,
    severity: 'medium',
  },
  DATABASE_ERROR: {
    title: 'Database Error',
    message: 'Database operation failed. This has been logged for review.',
    retry: false,
    severity: 'high',
  },
  QUOTA_EXCEEDED: {
    title: 'Quota Exceeded',
    message: 'Usage quota exceeded. Please try again later or upgrade your plan.',
    retry: false,
    severity: 'medium',
  },
  UNKNOWN_ERROR: {
    title: 'System Notice',
    message: 'An issue was detected and logged. The system will attempt to recover.',
    retry: true,
    severity: 'medium',
  },
  GENERIC_ERROR: {
    title: null,
    message: 'An unexpected error occurred. The system is handling it automatically.',
    retry: false,
    severity: 'low',
  },
} as const;

export type ErrorClass = keyof typeof ERROR_CLASSES;
export type Severity = 'low' | 'medium' | 'high' | 'critical';

interface ErrorLike {
  message?: string;
  status?: number;
  code?: string;
}

/** Decides which catalogue entry an error belongs to, from its status, code and message. */
export function classifyError(error: unknown): ErrorClass {
  const e = (
    typeof error === 'object' && error !== null ? error : { message: String(error) }
  ) as ErrorLike;
  const message = (e.message ?? '').toLowerCase();
  const code = (e.code ?? '').toLowerCase();
  if (e.status === 429 || code === 'rate_limited' || /rate limit|quota/.test(message))
    return 'QUOTA_EXCEEDED';
  if (
    e.status === 403 ||
    code === '42501' ||
    /row-level security|permission denied|rls/.test(message)
  )
    return 'RLS_VIOLATION';
  if (/network|failed to fetch|fetch failed|timeout|connection|offline/.test(message))
    return 'NETWORK_ERROR';
  if ((e.status ?? 0) >= 500 || /database|sql|relation|postgres/.test(message))
    return 'DATABASE_ERROR';
  if (error instanceof Error && message) return 'UNKNOWN_ERROR';
  return 'GENERIC_ERROR';
}

/** The error boundary retries by itself only for these failures: they can pass on their own. */
export function isAutoRecoverable(message: string): boolean {
  return /chunk|loading|network|backend|database|dynamically imported module|module script/i.test(
    message,
  );
}

/** Fixed toast texts, so every screen says the same thing for the same event. */
export const TOASTS = {
  signUpFailed: 'Sign up failed',
  signInFailed: 'Sign in failed',
  signOutFailed: 'Sign out failed',
  profileUpdateFailed: 'Profile update failed',
  checkEmail: {
    title: 'Check your email',
    message: "We've sent you a confirmation link to complete your registration.",
  },
  signedOut: 'Signed out',
  profileUpdated: 'Profile updated',
  welcomeBack: 'Welcome back!',
  retryFailed: {
    title: 'Retry Failed',
    message: 'Maximum retry attempts reached for the operation. Please try again later.',
  },
  retrying: (n: number, cap: number) => `Retrying Operation (${n}/${cap})`,
  systemRecovered: 'System Recovered',
} as const;
