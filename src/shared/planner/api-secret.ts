import type { Workspace } from './workspace';
import type { ClauseResult } from './pieces';

const KEY_WORDS = String.raw`(?:(?:api|jwt|supabase|anon|anonymous|public|service[- ]role|project|secret)\s+)+`;
const ROTATE = new RegExp(
  String.raw`^(?:rotate|regenerate|reset|renew|roll|change|replace|refresh|revoke)\s+(?:all\s+)?(?:the\s+|my\s+|our\s+|its\s+)?(?:app'?s\s+|project'?s\s+)?${KEY_WORDS}(?:keys?|secrets?|tokens?)(?:\s+(?:now|right away|immediately))?$`,
  'i',
);
const NEW_KEYS = new RegExp(
  String.raw`^(?:generate|make|create|get|issue)\s+(?:a\s+|some\s+)?(?:brand\s+)?new\s+${KEY_WORDS}(?:keys?|secrets?)(?:\s+for\s+(?:my|the|our)\s+(?:app|project))?$`,
  'i',
);

/** "rotate the API keys", "regenerate my JWT secret", "generate new API keys". */
export function matchRotateApiSecret(clause: string, _ws: Workspace): ClauseResult {
  if (!ROTATE.test(clause) && !NEW_KEYS.test(clause)) return null;
  return {
    service: 'backend',
    understood: "rotate your project's API secret and keys",
    render: () => [
      {
        service: 'backend',
        steps: [{ kind: 'backend.rotateApiSecret' }],
        commands: ['Project settings → API → Generate a new JWT secret'],
        summary:
          "Makes a new secret for your project's API, which gives it a new anon key and a new service-role key.",
        meaning:
          'Everyone signed in to your app is signed out and has to sign in again. Your site reads the new anon key by itself; anything else that holds the old keys (your own servers, other apps) stops working until you give it the new ones.',
        warnings: ['The old keys stop working at once. This cannot be undone.'],
      },
    ],
  };
}
