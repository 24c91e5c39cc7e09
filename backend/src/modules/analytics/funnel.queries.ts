// GET /api/admin/analytics from the funnel read model, never from raw events: step counts and
// drop-offs from the daily table, the newest sessions from the per-session table. The window is the last
// 30 days of the business time zone; a session counts for a step on the day it first reached it.
import { Inject, Injectable } from '@nestjs/common';
import { type AbandonmentPoint, type AnalyticsEventType, FUNNEL_STEP_LABELS, FUNNEL_STEPS, type FunnelSummary, type RecentSession } from '@tint/libs/analytics';
import { ANALYTICS_WINDOW_DAYS, RECENT_SESSIONS_LIMIT } from '@tint/libs/constants';
import { percentOf, roundRate } from '@tint/libs/money';
import { lastNDays, windowDates } from '@tint/libs/slots';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

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

    const daily = await this.dataSource.query<{ step: AnalyticsEventType; reached: number; continued: number }[]>(
      'SELECT step, sum(reached)::int AS reached, sum(continued)::int AS continued FROM funnel_daily WHERE day BETWEEN $1 AND $2 GROUP BY step',
      [days.first, days.last],
    );
    const row = (step: AnalyticsEventType) => daily.find((d) => d.step === step) ?? { reached: 0, continued: 0 };
    const counts = Object.fromEntries(FUNNEL_STEPS.map((step) => [step, row(step).reached])) as Record<AnalyticsEventType, number>;

    // For each consecutive pair: sessions that reached the first step inside the window and never the next.
    const topAbandonmentPoints: AbandonmentPoint[] = FUNNEL_STEPS.slice(1)
      .map((toStep, i) => {
        const fromStep = FUNNEL_STEPS[i]!;
        const count = row(fromStep).reached - row(fromStep).continued;
        return { step: `${FUNNEL_STEP_LABELS[fromStep]} → ${FUNNEL_STEP_LABELS[toStep]}`, fromStep, toStep, count, percentage: roundRate(percentOf(count, counts[fromStep])), i };
      })
      .filter((point) => point.count > 0)
      .sort((a, b) => b.count - a.count || b.percentage - a.percentage || a.i - b.i)
      .map(({ i: _i, ...point }) => point);

    const recent = await this.dataSource.query<{ session_id: string; salesperson_id: string | null; steps: Record<string, string> }[]>(
      `SELECT session_id, salesperson_id, steps FROM funnel_sessions
       WHERE last_at >= $1 AND last_at < $2 AND steps <> '{}'::jsonb
       ORDER BY last_at DESC, session_id LIMIT $3`,
      [window.start, window.end, RECENT_SESSIONS_LIMIT],
    );
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

    return {
      conversionMetrics: {
        tintMatchStarted: counts.tint_match_started,
        tintMatchCompleted: counts.tint_match_completed,
        pricingViewed: counts.pricing_viewed,
        bookingStarted: counts.booking_started,
        bookingCompleted: counts.booking_completed,
        conversionRate: roundRate(percentOf(counts.booking_completed, counts.tint_match_started)),
        pricingToBookingRate: roundRate(percentOf(counts.booking_started, counts.pricing_viewed)),
      },
      topAbandonmentPoints,
      recentSessions,
    };
  }
}
