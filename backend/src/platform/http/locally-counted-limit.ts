// The generous per-caller limit that every request is counted against, counted in this process and added to the
// shared store (Redis) in batches: a caller's first request in a window is counted in the store (which says how far
// the caller already is, on every replica), the next ones here, and what was counted here reaches the store every
// SYNC_MS, one update per caller (the "delayed synchronization" API gateways use for their shared counters) instead of
// a round trip on every request's path. In this process the count is exact: the request past the limit is refused at
// once. What other replicas counted arrives with the next batch's answer, so across replicas a caller gets past the
// limit by what the others let through in one SYNC_MS at most. The tight limits (credentials) never come here: they are
// counted in the store request by request.
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

/** How often counts reach the shared store. */
export const SYNC_MS = 100;
/** Callers counted here at most: past it (a flood of new addresses) each request is counted in the store, as a first one is. */
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
  ) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS).unref();
  }

  /** Counts one request of `key`: null when it may go ahead, else the refusal (a promise for a caller's first request here). */
  consume(key: string): Refusal | null | Promise<Refusal | null> {
    const now = Date.now();
    const count = this.counts.get(key);
    if (!count || count.resetAt <= now) return this.consumeInStore(key);
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
    const sends: Promise<void>[] = [];
    for (const key of this.unsent) {
      const count = this.counts.get(key);
      if (!count || count.pending === 0) continue;
      const points = count.pending;
      count.pending = 0;
      count.shared += points;
      sends.push(
        this.store.penalty(key, points).then(
          // The store's count holds every replica's requests of this window.
          (answer) => this.learn(key, answer),
          // Counted here all the same; the next batch that reaches the store brings it up to date.
          (error: unknown) => this.onStoreFailure(error),
        ),
      );
    }
    this.unsent.clear();
    await Promise.all(sends);
  }

  /** A caller's first request here in a window: counted in the store, whose answer starts the count here. */
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

  private learn(key: string, answer: RateLimiterRes): void {
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
