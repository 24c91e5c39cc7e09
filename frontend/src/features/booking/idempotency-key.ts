// One key per booking attempt, reused when the same submission is retried (the server then answers
// the first attempt's result instead of booking twice).

/** An RFC 4122 version 4 UUID; crypto.randomUUID only exists in secure contexts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Remembers the key of the last submission that did not succeed, so pressing the button again with the
 * very same booking reuses it; any change to the booking, or a success, starts a new attempt.
 */
export function createAttemptKeys() {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(payload: unknown): string {
      const fingerprint = JSON.stringify(payload);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newIdempotencyKey() };
      return last.key;
    },
    succeeded(): void {
      last = null;
    },
  };
}
