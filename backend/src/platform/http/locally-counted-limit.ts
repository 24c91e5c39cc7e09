// The generous per-caller limit that every request is counted against, counted in this process and added to the
// shared store (Redis) in batches: every request is counted here, and what was counted reaches the store every
// SYNC_MS, one update per caller (the "delayed synchronization" API gateways use for their shared counters) instead of
// a round trip on every request's path; the store's answer says how far the caller already is, on every replica. In
// this process the count is exact: the request past the limit is refused at once. What other replicas counted (or
// this one before a restart) arrives with the next batch's answer, so a caller gets past the limit by what is let
// through in one SYNC_MS at most. A caller new here waits for no answer either: a flood of new addresses (each one's
// first request a round trip to the store) took a third of a public route's throughput. The tight limits
// (credentials) never come here: they are counted in the store request by request.
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

/** A caller's count as the store answers it: every replica's requests of the window, and when the window ends. */
export type StoreCount = { consumedPoints: number; msBeforeNext: number };

/** Adds a batch of callers' counts to the store and answers each caller's count there, in the batch's order. */
export type AddCounts = (batch: readonly { key: string; points: number }[]) => Promise<StoreCount[]>;

/** Any store of the library: one update per caller (the Redis store has a one-call batch: rate-limits.ts). */
export const penaltyPerCaller =
  (store: RateLimiterAbstract): AddCounts =>
  (batch) =>
    Promise.all(batch.map(({ key, points }) => store.penalty(key, points)));

/** How often counts reach the shared store. */
export const SYNC_MS = 100;
/**
 * Callers counted here at most. When a new one finds the table full, the callers far from the limit whose counts
 * reached the store are forgotten (a forgotten caller's next request starts a count again, and the next batch's answer
 * brings back how far they are); when that frees nothing, each request of a new caller is counted in the store.
 */
const MAX_CALLERS = 10_000;
/** How often callers whose window is over are forgotten. */
const SWEEP_MS = 10_000;

type Count = {
  /** The store's count at its last answer, with what was sent since. */
  shared: number;
  /** Counted here, not yet sent. */
  pending: number;
  /** When the current window ends, as the store last said. */
  resetAt: number;
};

/** A refusal: how long until the window ends. */
export type Refusal = { msBeforeNext: number };

export class LocallyCountedLimit {
  private readonly counts = new Map<string, Count>();
  /** Callers with requests not yet sent. */
  private readonly unsent = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private syncing: Promise<void> = Promise.resolve();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly store: RateLimiterAbstract,
    private readonly onStoreFailure: (error: unknown) => void,
    private readonly syncMs = SYNC_MS,
    private readonly addCounts: AddCounts = penaltyPerCaller(store),
  ) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS).unref();
  }

  /** Counts one request of `key`: null when it may go ahead, else the refusal (a promise only for a new caller while the table is full of busy ones). */
  consume(key: string): Refusal | null | Promise<Refusal | null> {
    const now = Date.now();
    let count = this.counts.get(key);
    if (count && count.resetAt <= now) {
      // Its window is over: a new one starts here (the store's own window ends at the same moment).
      count.shared = 0;
      count.resetAt = now + this.store.duration * 1000;
    }
    if (!count) {
      if (this.counts.size >= MAX_CALLERS && !this.forgetQuietCallers(now)) return this.consumeInStore(key);
      count = { shared: 0, pending: 0, resetAt: now + this.store.duration * 1000 };
      this.counts.set(key, count);
    }
    if (count.shared + count.pending >= this.store.points) return { msBeforeNext: count.resetAt - now };
    count.pending++;
    this.unsent.add(key);
    this.timer ??= setTimeout(() => void this.sync(), this.syncMs).unref();
    return null;
  }

  /** Sends what was counted since the last batch (and waits for a batch on its way): on shutdown, in tests. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    await this.sync();
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private sync(): Promise<void> {
    this.timer = undefined;
    this.syncing = this.syncing.then(() => this.sendBatch());
    return this.syncing;
  }

  private async sendBatch(): Promise<void> {
    const batch: { key: string; points: number }[] = [];
    for (const key of this.unsent) {
      const count = this.counts.get(key);
      if (!count || count.pending === 0) continue;
      batch.push({ key, points: count.pending });
      count.shared += count.pending;
      count.pending = 0;
    }
    this.unsent.clear();
    if (batch.length === 0) return;
    try {
      // The store's count holds every replica's requests of this window.
      const answers = await this.addCounts(batch);
      batch.forEach(({ key }, i) => this.learn(key, answers[i]!));
    } catch (error) {
      // Counted here all the same; the next batch that reaches the store brings it up to date.
      this.onStoreFailure(error);
    }
  }

  /** When the table was last cleared of quiet callers: a full table of busy ones is not searched on every request. */
  private lastForgetting = 0;

  /** Forgets the callers whose counts are in the store and far from the limit. True when room was made. */
  private forgetQuietCallers(now: number): boolean {
    if (now - this.lastForgetting < this.syncMs) return false;
    this.lastForgetting = now;
    for (const [key, count] of this.counts) {
      if (count.pending === 0 && (count.resetAt <= now || count.shared < this.store.points / 2)) this.counts.delete(key);
    }
    return this.counts.size < MAX_CALLERS;
  }

  /** A request of a new caller while the table is full of busy ones: counted in the store, round trip and all. */
  private async consumeInStore(key: string): Promise<Refusal | null> {
    try {
      this.learn(key, await this.store.consume(key));
      return null;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        // The store failed in a way its insurance did not cover: let the request through.
        this.onStoreFailure(rejection);
        return null;
      }
      this.learn(key, rejection);
      return { msBeforeNext: rejection.msBeforeNext };
    }
  }

  private learn(key: string, answer: StoreCount): void {
    const count = this.counts.get(key);
    const resetAt = Date.now() + answer.msBeforeNext;
    if (count) {
      count.shared = answer.consumedPoints;
      count.resetAt = resetAt;
    } else if (this.counts.size < MAX_CALLERS) {
      this.counts.set(key, { shared: answer.consumedPoints, pending: 0, resetAt });
    }
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, count] of this.counts) if (count.resetAt <= now && count.pending === 0) this.counts.delete(key);
  }
}
