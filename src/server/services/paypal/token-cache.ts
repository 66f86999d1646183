/** A token is used until 30 seconds before it expires, so a request never carries one that lapses on the way. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;

export interface IssuedToken {
  token: string;
  expiresInSeconds: number;
}

/**
 * Keeps one OAuth access token and renews it shortly before it expires. Callers that ask while a
 * renewal runs share it, so a burst of requests costs one token call.
 */
export function createTokenCache(
  issue: () => Promise<IssuedToken>,
  {
    now = Date.now,
    marginMs = TOKEN_EXPIRY_MARGIN_MS,
  }: { now?: () => number; marginMs?: number } = {},
) {
  let current: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  const renew = async () => {
    // Counted from the moment we asked, so network time only makes us renew earlier.
    const askedAt = now();
    const { token, expiresInSeconds } = await issue();
    current = { token, expiresAt: askedAt + expiresInSeconds * 1000 };
    return token;
  };

  return {
    async get(): Promise<string> {
      if (current && now() < current.expiresAt - marginMs) return current.token;
      pending ??= renew().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    /** Forgets a token PayPal no longer accepts (a 401), unless a newer one replaced it already. */
    invalidate(token: string) {
      if (current?.token === token) current = undefined;
    },
  };
}
