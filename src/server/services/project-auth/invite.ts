import type { EmailLinkDeps } from './generate-link';
import { bodyField, emailExists, insertLinkUser } from './new-user';
import { newOtp, tokenHash, verifyLink } from './otp';
import { validateEmail } from './passwords';
import type { AuthRateLimiter } from './rate-limits';
import type { AuthRequestContext } from './service';
import { userJson, type UserRow } from './user-json';

export interface InviteDeps extends EmailLinkDeps {
  limits: AuthRateLimiter;
  mail: (to: string, subject: string, lines: string[]) => Promise<void>;
}

const STRUCT = 'api.InviteParams';

/**
 * GoTrue's `POST /invite` (internal/api/invite.go): makes the user if there is none yet and
 * e-mails a link that confirms the address and signs them in, to set a password with
 * `PUT /user`. An address already confirmed is GoTrue's `email_exists`.
 */
export async function inviteUser(
  deps: InviteDeps,
  ctx: AuthRequestContext,
  body: Record<string, unknown>,
  redirectTo: string,
) {
  const email = validateEmail(bodyField(body, STRUCT, 'email', 'string') ?? '');
  const data = bodyField(body, STRUCT, 'data', 'object') ?? {};
  const aud = ctx.audience ?? 'authenticated';
  const db = await deps.database(ctx.projectId);
  const found = await deps.findUserByEmail(db, email, aud);
  if (found?.email_confirmed_at) throw emailExists();
  const now = deps.now();
  // GoTrue's e-mail rate limit applies to invites as to every mail it sends; taken before anything changes.
  deps.limits.takeEmail(ctx.projectId);
  const id = found?.id ?? (await insertLinkUser(db, { email, aud, data, passwordHash: null, now }));
  const otp = newOtp();
  const hash = tokenHash(email, otp);
  await db.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = $3, invited_at = $3,
       updated_at = $3 where id = $1`,
    [id, hash, now],
  );
  await deps.mail(email, 'You have been invited', [
    `You have been invited to create an account on ${ctx.origin}.`,
    `Follow this link to accept: ${verifyLink(ctx.origin, hash, 'invite', redirectTo)}`,
    `Or enter the code ${otp}.`,
  ]);
  return userJson((await deps.findUserById(db, id)) as UserRow);
}
