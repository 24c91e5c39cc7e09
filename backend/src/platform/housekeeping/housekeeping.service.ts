// Periodic clean-up. Modules register what expires (sessions, idempotency keys, ...) and this
// service runs each task on a schedule; a failing task is logged and retried next time.
import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';

export type HousekeepingTask = { name: string; run: () => Promise<number> };

const EVERY_FIFTEEN_MINUTES = 15 * 60 * 1000;

@Injectable()
export class Housekeeping {
  private readonly logger = new Logger(Housekeeping.name);
  private readonly tasks: HousekeepingTask[] = [];

  register(task: HousekeepingTask): void {
    this.tasks.push(task);
  }

  @Interval(EVERY_FIFTEEN_MINUTES)
  async runAll(): Promise<Record<string, number>> {
    const removed: Record<string, number> = {};
    for (const task of this.tasks) {
      try {
        removed[task.name] = await task.run();
      } catch (error) {
        this.logger.warn(`Housekeeping task ${task.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return removed;
  }
}
