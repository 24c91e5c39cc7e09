// A read that meets a database blip (the server restarting or failing over, a connection cut) is tried
// once more inside the request, as soon as the database answers again (waiting at most RECOVERY_MS),
// before the client sees a 503. Writes are never retried here: their transaction rolled back, and the
// error filter answers 503 with Retry-After. The reads that wait at the same time share one probe of the
// database, so a restart under load is met by one query every POLL_MS, not one per waiting request.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withDeadline } from '../deadline.js';
import { isTransientDatabaseError } from './transient-errors.js';

/**
 * How long a read waits for the database to come back before it gives up. A fast restart takes one to
 * two seconds (longer with a big shutdown checkpoint); the fault suite's restart keeps its reads 200 with
 * this, and health is expected back within the same 5 s.
 */
export const RECOVERY_MS = 5_000;
const POLL_MS = 100;

@Injectable()
export class DatabaseBlips {
  /** The probe the waiting reads share while one runs, and until when it keeps asking. */
  private probe: Promise<void> | undefined;
  private probeUntil = 0;

  constructor(private readonly dataSource: DataSource) {}

  /** Runs a read; on a blip, waits for the database and runs it once more. */
  async readOnce<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (!isTransientDatabaseError(error)) throw error;
      await this.back();
      return read();
    }
  }

  /**
   * Resolves once a trivial query answers, or after RECOVERY_MS however long a probe hangs (a pool
   * waiting to connect): the retry then reports what it meets.
   */
  async back(): Promise<void> {
    this.probeUntil = Math.max(this.probeUntil, Date.now() + RECOVERY_MS);
    this.probe ??= this.untilAnswered().finally(() => (this.probe = undefined));
    await withDeadline(this.probe, RECOVERY_MS, 'The database').catch(() => undefined);
  }

  private async untilAnswered(): Promise<void> {
    while (Date.now() < this.probeUntil) {
      const answered = await this.dataSource.query('SELECT 1').then(
        () => true,
        () => false,
      );
      if (answered) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
