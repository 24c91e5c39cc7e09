// One key per attempt of a write that must happen once (a booking, a payout), reused when the same
// submission is retried: the server then answers the first attempt's result instead of acting twice.

/**
 * An RFC 4122 version 4 UUID. crypto.randomUUID exists in secure contexts only, which is where the app
 * runs: production sets Secure session cookies, so it is served over HTTPS, and development is localhost.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
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
