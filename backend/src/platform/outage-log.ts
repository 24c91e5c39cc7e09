// Logs a dependency's failure once per outage: the first error, then a reminder at most once a minute
// while it lasts, and the recovery — never a line per failed request or reconnection attempt. The recovery
// is a warning too: a deployment logging at `warn` sees each outage's end beside its start.
import type { Logger } from '@nestjs/common';

const REMINDER_MS = 60_000;

export class OutageLog {
  private since: number | undefined;
  private lastLogged = 0;

  constructor(
    private readonly logger: Pick<Logger, 'warn'>,
    /** What failed, and what that means, e.g. 'Redis (rate limits count in this process meanwhile)'. */
    private readonly what: string,
  ) {}

  get down(): boolean {
    return this.since !== undefined;
  }

  failed(error: unknown): void {
    const now = Date.now();
    const reason = error instanceof Error ? error.message : String(error);
    if (this.since === undefined) {
      this.since = now;
      this.lastLogged = now;
      this.logger.warn(`${this.what} is unreachable: ${reason}`);
    } else if (now - this.lastLogged >= REMINDER_MS) {
      this.lastLogged = now;
      this.logger.warn(`${this.what} still unreachable after ${String(Math.round((now - this.since) / 1000))} s: ${reason}`);
    }
  }

  recovered(): void {
    if (this.since === undefined) return;
    this.logger.warn(`${this.what} is back after ${String(Math.round((Date.now() - this.since) / 1000))} s`);
    this.since = undefined;
  }
}
