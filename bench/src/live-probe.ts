// Issue 20: how long a booking takes to reach a live screen. A probe salesperson listens to their own event stream
// (GET /api/events/stream) and books one appointment at a time beside the measured load; the delay runs from the
// booking's answer to the first message naming their rewards, which the worker's gamification projection sends when
// it has committed the booking: the same message that refreshes every other salesperson's leaderboard.
import { EventSource } from 'eventsource';
import { LIVE_INVALIDATE_EVENT, LIVE_KEYS, LIVE_READY_EVENT, type LiveMessage } from '@tint/libs/live';
import type { Salesperson } from './api.js';

type Booking = { path?: string; headers?: Record<string, string>; body?: unknown };

/** A booking that is not answered within this, or a message that never comes, counts as this long. */
const GIVE_UP_MS = 10_000;
const PAUSE_MS = 200;

export class LiveProbe {
  private readonly delays: number[] = [];
  private stopped = false;
  private running: Promise<void> | undefined;
  private source: EventSource | undefined;
  private waiting: ((at: number) => void) | undefined;
  missed = 0;

  constructor(
    private readonly base: string,
    private readonly salesperson: Salesperson,
    private readonly booking: () => Booking,
  ) {}

  /** Opens the stream, then books and waits, over and over until stop(). */
  async start(): Promise<void> {
    const cookie = this.salesperson.cookie;
    const source = new EventSource(`${this.base}/api/events/stream`, {
      fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, cookie } }),
    });
    this.source = source;
    await new Promise<void>((resolve, reject) => {
      source.addEventListener(LIVE_READY_EVENT, () => resolve());
      source.addEventListener('error', (error) => reject(new Error(`the live stream did not open: ${error.message ?? 'error'}`)));
    });
    source.addEventListener(LIVE_INVALIDATE_EVENT, (event) => {
      const message = JSON.parse(event.data) as LiveMessage;
      if (message.keys.includes(LIVE_KEYS.rewards)) this.waiting?.(performance.now());
    });
    this.running = this.loop();
  }

  /** The delays measured (ms), once the booking under way has had its answer. */
  async stop(): Promise<number[]> {
    this.stopped = true;
    await this.running;
    this.source?.close();
    return this.delays;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const request = this.booking();
      const heard = new Promise<number | null>((resolve) => {
        this.waiting = resolve;
        setTimeout(() => resolve(null), GIVE_UP_MS).unref();
      });
      const response = await fetch(`${this.base}${request.path ?? '/api/appointments'}`, { method: 'POST', headers: request.headers, body: request.body as string });
      const answeredAt = performance.now();
      if (response.status !== 201) {
        this.waiting = undefined;
        await response.text();
        continue;
      }
      await response.text();
      const at = await heard;
      this.waiting = undefined;
      if (at === null) this.missed += 1;
      this.delays.push(at === null ? GIVE_UP_MS : Math.max(0, at - answeredAt));
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  }
}
