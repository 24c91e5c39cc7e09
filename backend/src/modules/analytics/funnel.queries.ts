// GET /api/admin/analytics from the funnel read model, never from raw events: step counts and
// drop-offs from the daily table, the newest sessions from the per-session table. The window is the last
// 30 days of the business time zone; a session counts for a step on the day it first reached it.
import { Inject, Injectable } from '@nestjs/common';
import { type AnalyticsEventType, FUNNEL_STEPS, type FunnelSummary, funnelFromSteps, type RecentSession } from '@tint/libs/analytics';
import { ANALYTICS_WINDOW_DAYS, RECENT_SESSIONS_LIMIT } from '@tint/libs/constants';
import { lastNDays, windowDates } from '@tint/libs/slots';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { preparedQuery } from '../../platform/database/prepared-query.js';

@Injectable()
export class FunnelQueries {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async summary(now: Date): Promise<FunnelSummary> {
    const zone = this.config.businessTimeZone;
    const window = lastNDays(now, ANALYTICS_WINDOW_DAYS, zone);
    const days = windowDates(window, zone);

    // Both reads at once, each a prepared statement (the admin's analytics screen reads them on every change).
    const [daily, recent] = await Promise.all([
      preparedQuery<{ step: AnalyticsEventType; reached: number; continued: number }>(
        this.dataSource,
        'SELECT step, sum(reached)::int AS reached, sum(continued)::int AS continued FROM funnel_daily WHERE day BETWEEN $1 AND $2 GROUP BY step',
        [days.first, days.last],
      ),
      preparedQuery<{ session_id: string; salesperson_id: string | null; steps: Record<string, string> }>(
        this.dataSource,
        `SELECT session_id, salesperson_id, steps FROM funnel_sessions
         WHERE last_at >= $1 AND last_at < $2 AND steps <> '{}'::jsonb
         ORDER BY last_at DESC, session_id LIMIT $3`,
        [window.start, window.end, RECENT_SESSIONS_LIMIT],
      ),
    ]);
    // A step's `continued`: sessions that reached it inside the window and went on to the next step.
    const steps = (step: AnalyticsEventType) => daily.find((d) => d.step === step) ?? { reached: 0, continued: 0 };

    const recentSessions: RecentSession[] = recent.map((row) => {
      const events = FUNNEL_STEPS.filter((step) => row.steps[step])
        .map((step) => ({ eventType: step, occurredAt: row.steps[step]! }))
        .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt) || FUNNEL_STEPS.indexOf(a.eventType) - FUNNEL_STEPS.indexOf(b.eventType));
      return {
        sessionId: row.session_id,
        ...(row.salesperson_id ? { salespersonId: row.salesperson_id } : {}),
        completed: Boolean(row.steps.booking_completed),
        events,
      };
    });

    return { ...funnelFromSteps(steps), recentSessions };
  }
}
