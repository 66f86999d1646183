import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

const ALGORITHM = 'aes-256-gcm';

/** Encrypts secrets at rest (tokens, connection strings) with AES-256-GCM. */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The encryption key must be 32 bytes.');
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      body.toString('base64url'),
    ].join('.');
  }

  /** A secret for one purpose (a project's API secret) that is the same each time, so it is never stored. */
  derive(purpose: string): string {
    return createHmac('sha256', this.key).update(purpose).digest('base64url');
  }

  decrypt(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined)
      throw new Error('This secret is not in a format we can read.');
    const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

/** Uses ENCRYPTION_KEY, or a key generated once into the data directory. */
export async function loadSecretBox(
  configured: string | undefined,
  dataDir: string,
): Promise<SecretBox> {
  if (configured) return new SecretBox(Buffer.from(configured, 'hex'));
  const file = join(dataDir, 'encryption.key');
  try {
    return new SecretBox(Buffer.from((await readFile(file, 'utf8')).trim(), 'hex'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  await writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  return new SecretBox(key);
}
