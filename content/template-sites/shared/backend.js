// Connects this site to its project's API. The address and the public key come from /env.json,
// which Bridge Studio writes for every deploy, so no key is typed into the code.
import { createClient } from '/vendor/supabase.js';

let connection;

/** Fills elements marked `data-setting="PUBLIC_…"` with that variable, when it is set. */
function applySettings(env) {
  for (const element of document.querySelectorAll('[data-setting]')) {
    const value = env[element.dataset.setting];
    if (value) element.textContent = value;
  }
}

/** The Supabase client for this site's project, made once. */
export function connect() {
  connection ??= fetch('/env.json')
    .then((answer) => {
      if (!answer.ok) throw new Error('settings');
      return answer.json();
    })
    .then((env) => {
      applySettings(env);
      return { env, supabase: createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY) };
    });
  return connection;
}

const PLAIN = [
  [/invalid login credentials/i, 'That email and password do not match an account.'],
  [
    /already registered|already been registered/i,
    'There is already an account with that email. Sign in instead.',
  ],
  [/at least 6 characters/i, 'Choose a password of at least 6 characters.'],
  [/invalid format|validate email/i, 'That does not look like an email address.'],
  [
    /failed to fetch|networkerror|load failed/i,
    'We could not reach the server. Check your connection and try again.',
  ],
  [
    /row-level security|permission denied/i,
    'You are not allowed to do that. Sign in with the right account.',
  ],
  [/^settings$/, 'This site could not load its settings. Try again in a moment.'],
];

/** What went wrong, in plain words, for a message on the page. */
export function plainError(error) {
  const text = error?.message ?? String(error);
  for (const [pattern, words] of PLAIN) if (pattern.test(text)) return words;
  return `Something went wrong: ${text}`;
}

/** Shows a short message in the page's status line; errors are marked for styling and screen readers. */
export function say(status, text, kind = 'info') {
  status.textContent = text;
  status.dataset.kind = kind;
}

/** An amount in cents as money, in the visitor's own format. */
export const money = (cents) =>
  (cents / 100).toLocaleString(undefined, { style: 'currency', currency: 'USD' });

/** A date as the visitor reads dates. */
export const day = (date) =>
  new Date(date.length === 10 ? `${date}T00:00:00` : date).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/** Escapes text for safe use inside HTML built from strings. */
export function escapeHtml(text) {
  return String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
}
