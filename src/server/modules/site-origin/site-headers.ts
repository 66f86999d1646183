/** An ordinary policy for a site's own origin: its own files and inline code, APIs anywhere over https. */
export const SITE_HEADERS = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https:",
    "connect-src 'self' https: wss:",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
};

/**
 * A project's API answers on the studio's host: whatever a project's database makes them say (an
 * HTML page, a script), they never run as the studio, whose session cookie lives on that origin.
 */
export const STUDIO_HOST_API_HEADERS = {
  'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};
