// Retention of the funnel (issue 17): a browser session last seen more than ANALYTICS_RETENTION_DAYS ago leaves the
// funnel's read model, and its key is shredded, so what the browser said about itself with each step (user agent,
// screen size, time zone: sealed with that key) can never be read again. The per-day counts stay as they are.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Clock } from '../../platform/clock.js';
import { Housekeeping } from '../../platform/housekeeping/housekeeping.service.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { subjectOf } from '../../platform/personal-data/policies.js';

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class FunnelRetention implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly housekeeping: Housekeeping,
    private readonly personalData: PersonalData,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ name: 'analytics-retention', run: () => this.run() });
  }

  /** Drops the sessions last seen before the retention, and their keys, in one transaction; answers how many went. */
  run(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.config.analyticsRetentionDays * DAY_MS);
    return this.dataSource.transaction(async (manager) => {
      // TypeORM answers a DELETE ... RETURNING with [rows, affected].
      const [rows] = await manager.query<[{ session_id: string }[], number]>('DELETE FROM funnel_sessions WHERE last_at < $1 RETURNING session_id', [before]);
      await this.personalData.shred(manager, rows.map((row) => subjectOf('session', row.session_id)));
      return rows.length;
    });
  }
}
