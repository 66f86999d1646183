import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ARGON2 } from '@shared/constants/auth';

// The package ships Algorithm as a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const options = { algorithm: ARGON2ID, ...ARGON2 };

export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password, options).catch(() => false);

/** A real hash to verify against when the user does not exist, so timing does not reveal it. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('decoy-password-for-timing'));
