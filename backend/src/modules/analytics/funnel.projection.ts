// Async projection `funnel` (BullMQ worker): per browser session, the first time each funnel step
// was reached; per day (business time zone) and step, how many sessions first reached the step that
// day and how many of those went on to the next step. Events may arrive out of order or twice: a
// step keeps its earliest time, and each session's contribution to the daily counts is recomputed
// and applied as a difference. A batch is applied with three set-based statements.
import { Inject, Injectable } from '@nestjs/common';
import { type AnalyticsEventType, FUNNEL_STEPS, isAnalyticsEventType } from '@tint/libs/analytics';
import { dateInZone } from '@tint/libs/slots';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import { forAdmins, type LiveChange } from '../../platform/live/live-change.js';
import { LIVE_KEYS } from '@tint/libs/live';
import type { FunnelStepRecorded } from './funnel.js';

type Steps = Partial<Record<AnalyticsEventType, string>>;
type Session = { salespersonId: string | null; salespersonAt: string | null; firstAt: string; lastAt: string; steps: Steps };
type SessionRow = { session_id: string; salesperson_id: string | null; salesperson_at: Date | null; first_at: Date; last_at: Date; steps: Steps };
type Counts = Map<string, { day: string; step: AnalyticsEventType; reached: number; continued: number }>;

const iso = (date: Date) => date.toISOString();

@Projection()
@Injectable()
export class FunnelProjection implements ProjectionHandler {
  readonly name = 'funnel';
  readonly version = 1;
  readonly kind = 'async' as const;
  readonly handles = ['FunnelStepRecorded'];
  readonly tables = ['funnel_sessions', 'funnel_daily'];
  /** It counts sessions' steps: it never reads a step's details. */
  readonly opens = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  apply(event: StoredEvent, context: ProjectionContext): Promise<void> {
    return this.applyBatch([event], context);
  }

  /** Live screens (issue 20): the admins' funnel. */
  changes(): LiveChange[] {
    return forAdmins(LIVE_KEYS.adminAnalytics);
  }

  async applyBatch(events: readonly StoredEvent[], { manager }: ProjectionContext): Promise<void> {
    // Quiz results and package choices stay in the log only.
    const steps = events.filter((event) => isAnalyticsEventType((event.data as FunnelStepRecorded['data']).eventType));
    if (steps.length === 0) return;
    const ids = [...new Set(steps.map((event) => (event.data as FunnelStepRecorded['data']).sessionId))];
    const rows = await manager.query<SessionRow[]>(
      'SELECT session_id, salesperson_id, salesperson_at, first_at, last_at, steps FROM funnel_sessions WHERE session_id = ANY($1::text[]) ORDER BY session_id FOR UPDATE',
      [ids],
    );
    const before = new Map<string, Session>(
      rows.map((row) => [
        row.session_id,
        { salespersonId: row.salesperson_id, salespersonAt: row.salesperson_at && iso(row.salesperson_at), firstAt: iso(row.first_at), lastAt: iso(row.last_at), steps: row.steps },
      ]),
    );
    const after = new Map<string, Session>([...before].map(([id, session]) => [id, { ...session, steps: { ...session.steps } }]));

    for (const event of steps) {
      const d = event.data as FunnelStepRecorded['data'];
      const at = iso(event.occurredAt);
      const session = after.get(d.sessionId) ?? { salespersonId: null, salespersonAt: null, firstAt: at, lastAt: at, steps: {} };
      if (at < session.firstAt) session.firstAt = at;
      if (at > session.lastAt) session.lastAt = at;
      // The latest known salesperson wins: a visitor may sign in part-way through.
      if (d.salespersonId && (session.salespersonAt === null || at >= session.salespersonAt)) {
        session.salespersonId = d.salespersonId;
        session.salespersonAt = at;
      }
      const step = d.eventType as AnalyticsEventType;
      const reached = session.steps[step];
      if (reached === undefined || at < reached) session.steps[step] = at;
      after.set(d.sessionId, session);
    }

    const counts: Counts = new Map();
    for (const [id, session] of after) {
      const previous = before.get(id);
      if (previous) this.contribute(counts, previous.steps, -1);
      this.contribute(counts, session.steps, +1);
    }

    await manager.query(
      `INSERT INTO funnel_sessions (session_id, salesperson_id, salesperson_at, first_at, last_at, steps)
       SELECT s.session_id, s.salesperson_id, s.salesperson_at, s.first_at, s.last_at, s.steps
       FROM jsonb_to_recordset($1::jsonb) AS s(session_id text, salesperson_id uuid, salesperson_at timestamptz, first_at timestamptz, last_at timestamptz, steps jsonb)
       ON CONFLICT (session_id) DO UPDATE SET salesperson_id = EXCLUDED.salesperson_id, salesperson_at = EXCLUDED.salesperson_at,
         first_at = EXCLUDED.first_at, last_at = EXCLUDED.last_at, steps = EXCLUDED.steps`,
      [
        JSON.stringify(
          [...after].map(([id, s]) => ({ session_id: id, salesperson_id: s.salespersonId, salesperson_at: s.salespersonAt, first_at: s.firstAt, last_at: s.lastAt, steps: s.steps })),
        ),
      ],
    );
    const changes = [...counts.values()].filter((c) => c.reached !== 0 || c.continued !== 0);
    if (changes.length === 0) return;
    await manager.query(
      `INSERT INTO funnel_daily (day, step, reached, continued)
       SELECT c.day, c.step, c.reached, c.continued FROM jsonb_to_recordset($1::jsonb) AS c(day date, step text, reached int, continued int)
       ON CONFLICT (day, step) DO UPDATE SET reached = funnel_daily.reached + EXCLUDED.reached, continued = funnel_daily.continued + EXCLUDED.continued`,
      [JSON.stringify(changes)],
    );
  }

  /** A session counts once per step it reached, on that day; and once more there if it reached the next step too. */
  private contribute(counts: Counts, steps: Steps, sign: 1 | -1): void {
    const zone = this.config.businessTimeZone;
    FUNNEL_STEPS.forEach((step, i) => {
      const at = steps[step];
      if (!at) return;
      const day = dateInZone(at, zone);
      const key = `${day}|${step}`;
      const entry = counts.get(key) ?? { day, step, reached: 0, continued: 0 };
      entry.reached += sign;
      const next = FUNNEL_STEPS[i + 1];
      if (next && steps[next]) entry.continued += sign;
      counts.set(key, entry);
    });
  }
}
