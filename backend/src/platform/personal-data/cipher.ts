// Crypto-shredding's primitives (issue 17): each person (a "subject") has a data key of their own; their fields in
// the event log are sealed with it (AES-256-GCM), and the key itself is stored wrapped (sealed) by the master key
// derived from DATA_KEY_SECRET. Deleting a subject's key leaves their fields unreadable for good, in every copy of
// the log, while everything else in the events stays as it was.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** The master key: DATA_KEY_SECRET stretched to 256 bits (HKDF-SHA-256; the secret already carries the entropy). */
export function masterKeyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'tint-portal', 'personal data keys', KEY_BYTES));
}

export const newDataKey = (): Buffer => randomBytes(KEY_BYTES);

/** iv ‖ tag ‖ ciphertext; the additional data binds a sealed value to the subject (or use) it was sealed for. */
function encrypt(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

/** Throws when the key is not the one that sealed it, or the bytes were altered. */
function decrypt(key: Buffer, sealed: Buffer, aad: string): Buffer {
  const decipher = createDecipheriv(ALGORITHM, key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

export const wrapKey = (master: Buffer, dataKey: Buffer, subject: string): Buffer => encrypt(master, dataKey, `data-key:${subject}`);
export const unwrapKey = (master: Buffer, wrapped: Buffer, subject: string): Buffer => decrypt(master, wrapped, `data-key:${subject}`);

/** A personal field as the log holds it: whose key sealed it, and the sealed JSON of the value. */
export type SealedField = { $pd: 1; s: string; c: string };

export function isSealedField(value: unknown): value is SealedField {
  return typeof value === 'object' && value !== null && (value as { $pd?: unknown }).$pd === 1;
}

export function sealField(dataKey: Buffer, subject: string, value: unknown): SealedField {
  return { $pd: 1, s: subject, c: encrypt(dataKey, Buffer.from(JSON.stringify(value), 'utf8'), subject).toString('base64') };
}

export function openField(dataKey: Buffer, field: SealedField): unknown {
  return JSON.parse(decrypt(dataKey, Buffer.from(field.c, 'base64'), field.s).toString('utf8')) as unknown;
}

/** The row that tells whether DATA_KEY_SECRET is the one this database's keys were wrapped with. */
const CHECK_TEXT = 'tint-portal data keys';
export const sealCheck = (master: Buffer): Buffer => encrypt(master, Buffer.from(CHECK_TEXT, 'utf8'), 'check');
export function opensCheck(master: Buffer, sealed: Buffer): boolean {
  try {
    return decrypt(master, sealed, 'check').toString('utf8') === CHECK_TEXT;
  } catch {
    return false;
  }
}
