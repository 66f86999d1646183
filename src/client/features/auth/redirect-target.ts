export const AFTER_SIGN_IN_PATH = '/dashboard';

/** Where to go after signing in: the page the guard remembered, if it is a path on this site. */
export function redirectTarget(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (
    typeof from !== 'string' ||
    !from.startsWith('/') ||
    from.startsWith('//') ||
    from.startsWith('/\\')
  )
    return AFTER_SIGN_IN_PATH;
  return from.startsWith('/auth') ? AFTER_SIGN_IN_PATH : from;
}
