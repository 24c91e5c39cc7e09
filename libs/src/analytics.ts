/**
 * The customer funnel (RULES, funnel analytics): its steps, and the pure computation of the admin
 * Analytics tab from tracked events. The caller selects the window (the last 30 days, see
 * lastNDays in slots) before passing events in; everything here counts distinct sessions.
 */
import { RECENT_SESSIONS_LIMIT } from './constants.js';
import { percentOf, roundRate } from './money.js';
import { toInstant } from './slots.js';

export const FUNNEL_STEPS = [
  'tint_match_started',
  'tint_match_completed',
  'pricing_viewed',
  'booking_started',
  'booking_completed',
] as const;
export type AnalyticsEventType = (typeof FUNNEL_STEPS)[number];

export function isAnalyticsEventType(value: unknown): value is AnalyticsEventType {
  return typeof value === 'string' && (FUNNEL_STEPS as readonly string[]).includes(value);
}

/**
 * Everything the browser may track: the funnel steps plus the quiz result and the package chosen
 * (SPEC 7: "further tracking calls for quiz results, package selection"). Only funnel steps count
 * in the Analytics tab.
 */
export const TRACKED_EVENT_TYPES = [...FUNNEL_STEPS, 'quiz_result', 'package_selected'] as const;
export type TrackedEventType = (typeof TRACKED_EVENT_TYPES)[number];

/** The browser's analytics session id: a UUID or similar token, created once per browser session. */
export const ANALYTICS_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export { ANALYTICS_EVENT_DATA_MAX_BYTES } from './constants.js';

/** Worded like the Analytics tab's cards. */
export const FUNNEL_STEP_LABELS: Readonly<Record<AnalyticsEventType, string>> = {
  tint_match_started: 'Questionnaire Started',
  tint_match_completed: 'Questionnaire Completed',
  pricing_viewed: 'Pricing Viewed',
  booking_started: 'Booking Started',
  booking_completed: 'Booking Completed',
};

export interface FunnelEvent {
  sessionId: string;
  /** Unknown types are ignored, so an old or foreign event cannot break the tab. */
  eventType: string;
  salespersonId: string | null;
  occurredAt: Date | string;
}

export interface ConversionMetrics {
  tintMatchStarted: number;
  tintMatchCompleted: number;
  pricingViewed: number;
  bookingStarted: number;
  bookingCompleted: number;
  /** booking_completed / tint_match_started × 100, 1 decimal; may exceed 100 (direct bookings). */
  conversionRate: number;
  /** booking_started / pricing_viewed × 100, 1 decimal. */
  pricingToBookingRate: number;
}

export interface AbandonmentPoint {
  /** e.g. 'Pricing Viewed → Booking Started' */
  step: string;
  fromStep: AnalyticsEventType;
  toStep: AnalyticsEventType;
  /** Sessions that reached fromStep and never reached toStep. */
  count: number;
  /** count as a percentage of the sessions that reached fromStep, 1 decimal. */
  percentage: number;
}

export interface RecentSessionEvent {
  eventType: AnalyticsEventType;
  occurredAt: string;
}

export interface RecentSession {
  sessionId: string;
  salespersonId?: string;
  completed: boolean;
  events: RecentSessionEvent[];
}

export interface FunnelSummary {
  conversionMetrics: ConversionMetrics;
  topAbandonmentPoints: AbandonmentPoint[];
  recentSessions: RecentSession[];
}

interface SessionTrail {
  sessionId: string;
  salespersonId: string | null;
  events: { eventType: AnalyticsEventType; time: number; order: number; salespersonId: string | null }[];
  steps: Set<AnalyticsEventType>;
  latest: number;
}

function trailsOf(events: readonly FunnelEvent[]): Map<string, SessionTrail> {
  const sessions = new Map<string, SessionTrail>();
  events.forEach((event, order) => {
    if (!isAnalyticsEventType(event.eventType)) return;
    const time = toInstant(event.occurredAt).getTime();
    let trail = sessions.get(event.sessionId);
    if (!trail) {
      trail = { sessionId: event.sessionId, salespersonId: null, events: [], steps: new Set(), latest: time };
      sessions.set(event.sessionId, trail);
    }
    trail.events.push({ eventType: event.eventType, time, order, salespersonId: event.salespersonId });
    trail.steps.add(event.eventType);
    trail.latest = Math.max(trail.latest, time);
  });
  for (const trail of sessions.values()) {
    // Stable by arrival order for equal times, so chips never shuffle between refreshes.
    trail.events.sort((a, b) => a.time - b.time || a.order - b.order);
    // The latest known salesperson wins: a visitor may sign in part-way through a session.
    for (const event of trail.events) {
      if (event.salespersonId) trail.salespersonId = event.salespersonId;
    }
  }
  return sessions;
}

/** Percentages above 100 are real (more bookings than quizzes); bars cap them. */
export function capPercent(rate: number): number {
  return Math.min(Math.max(rate, 0), 100);
}

/** Per step: sessions that reached it, and how many of those reached the next step too. */
export type StepCounts = (step: AnalyticsEventType) => { reached: number; continued: number };

/**
 * The conversion metrics and the drop-offs from per-step counts, shared by the pure computation and
 * the server's read model. Drop-offs are ordered by count, largest first; equal counts by percentage,
 * then funnel order.
 */
export function funnelFromSteps(steps: StepCounts): Pick<FunnelSummary, 'conversionMetrics' | 'topAbandonmentPoints'> {
  const count = (step: AnalyticsEventType) => steps(step).reached;
  const conversionMetrics: ConversionMetrics = {
    tintMatchStarted: count('tint_match_started'),
    tintMatchCompleted: count('tint_match_completed'),
    pricingViewed: count('pricing_viewed'),
    bookingStarted: count('booking_started'),
    bookingCompleted: count('booking_completed'),
    conversionRate: roundRate(percentOf(count('booking_completed'), count('tint_match_started'))),
    pricingToBookingRate: roundRate(percentOf(count('booking_started'), count('pricing_viewed'))),
  };
  const drops: { point: AbandonmentPoint; index: number }[] = [];
  FUNNEL_STEPS.slice(1).forEach((toStep, index) => {
    const fromStep = FUNNEL_STEPS[index];
    const { reached, continued } = steps(fromStep);
    const dropped = reached - continued;
    if (dropped <= 0) return;
    drops.push({
      point: {
        step: `${FUNNEL_STEP_LABELS[fromStep]} → ${FUNNEL_STEP_LABELS[toStep]}`,
        fromStep,
        toStep,
        count: dropped,
        percentage: roundRate(percentOf(dropped, reached)),
      },
      index,
    });
  });
  drops.sort((a, b) => b.point.count - a.point.count || b.point.percentage - a.point.percentage || a.index - b.index);
  return { conversionMetrics, topAbandonmentPoints: drops.map((drop) => drop.point) };
}

/**
 * Recent sessions are the newest by their latest event (ties by session id), each with the steps it
 * reached in the order it first reached them.
 */
export function computeFunnel(events: readonly FunnelEvent[], recentLimit: number = RECENT_SESSIONS_LIMIT): FunnelSummary {
  const sessions = [...trailsOf(events).values()];
  const reached = (step: AnalyticsEventType) => sessions.filter((s) => s.steps.has(step));
  const { conversionMetrics, topAbandonmentPoints } = funnelFromSteps((step) => {
    const starters = reached(step);
    const next = FUNNEL_STEPS[FUNNEL_STEPS.indexOf(step) + 1];
    return { reached: starters.length, continued: next ? starters.filter((s) => s.steps.has(next)).length : 0 };
  });

  const recentSessions = sessions
    .sort((a, b) => b.latest - a.latest || (a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : 0))
    .slice(0, Math.max(recentLimit, 0))
    .map((trail): RecentSession => {
      const session: RecentSession = {
        sessionId: trail.sessionId,
        completed: trail.steps.has('booking_completed'),
        // One chip per step reached, at the first time it was reached: a retried request or a
        // second pass through the quiz does not repeat a step.
        events: trail.events
          .filter((event, i, all) => all.findIndex((other) => other.eventType === event.eventType) === i)
          .map((event) => ({ eventType: event.eventType, occurredAt: new Date(event.time).toISOString() })),
      };
      if (trail.salespersonId) session.salespersonId = trail.salespersonId;
      return session;
    });

  return { conversionMetrics, topAbandonmentPoints, recentSessions };
}

/** True when the tab has nothing to show ('No analytics data available'). */
export function isFunnelEmpty(summary: FunnelSummary): boolean {
  return summary.recentSessions.length === 0;
}
