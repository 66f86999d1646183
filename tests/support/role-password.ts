import { createHash, createHmac, pbkdf2Sync } from 'node:crypto';
import pg from 'pg';

/**
 * Whether the role's stored password is this one, read as the admin from its SCRAM verifier or md5
 * hash: a server that trusts local connections never asks for it, so signing in proves nothing.
 * ASCII passwords only (SASLprep leaves them as they are).
 */
export async function roleHasPassword(
  adminUrl: string,
  role: string,
  password: string,
): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ rolpassword: string | null }>(
      'select rolpassword from pg_authid where rolname = $1',
      [role],
    );
    const stored = rows[0]?.rolpassword ?? '';
    if (stored.startsWith('md5'))
      return (
        stored ===
        `md5${createHash('md5')
          .update(password + role)
          .digest('hex')}`
      );
    const [, iterations, salt, storedKey] =
      /^SCRAM-SHA-256\$(\d+):([^$]+)\$([^:]+):/.exec(stored) ?? [];
    if (!iterations || !salt || !storedKey) return false;
    const salted = pbkdf2Sync(
      password,
      Buffer.from(salt, 'base64'),
      Number(iterations),
      32,
      'sha256',
    );
    const clientKey = createHmac('sha256', salted).update('Client Key').digest();
    return createHash('sha256').update(clientKey).digest('base64') === storedKey;
  } finally {
    await admin.end();
  }
}
