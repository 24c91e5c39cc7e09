// Passwords: argon2id (memory-hard), whole password hashed — never truncated.
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Verified against when an email is unknown, so an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await (dummyHash ??= hashPassword('not-a-real-password')), password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
