/** The signed-in routes the bundle and first-paint benches measure. */
export const SIGNED_IN_ROUTES = [
  '/overview',
  '/dashboard',
  '/agent',
  '/data',
  '/auth-users',
  '/settings',
  '/settings/advanced',
  '/settings/database',
  '/settings/notifications',
  '/settings/messages',
  '/settings/appearance',
];
