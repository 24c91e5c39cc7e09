import { FUNNEL_STEPS, capPercent, computeFunnel, isAnalyticsEventType, isFunnelEmpty } from './analytics.js';
import type { AnalyticsEventType, FunnelEvent } from './analytics.js';

let clock = Date.parse('2026-11-01T00:00:00Z');
const tick = () => new Date((clock += 60_000)).toISOString();

/** One session walking through the given steps, a minute apart. */
const session = (sessionId: string, steps: AnalyticsEventType[], salespersonId: string | null = null): FunnelEvent[] =>
  steps.map((eventType) => ({ sessionId, eventType, salespersonId, occurredAt: tick() }));

const ALL: AnalyticsEventType[] = [...FUNNEL_STEPS];

describe('funnel steps', () => {
  // Their order is pinned in spec-texts.spec.ts.
  it('guard event types', () => {
    expect(isAnalyticsEventType('pricing_viewed')).toBe(true);
    expect(isAnalyticsEventType('page_view')).toBe(false);
    expect(isAnalyticsEventType(undefined)).toBe(false);
  });
});

describe('computeFunnel', () => {
  it('is all zeros without events', () => {
    const summary = computeFunnel([]);
    expect(summary).toEqual({
      conversionMetrics: {
        tintMatchStarted: 0,
        tintMatchCompleted: 0,
        pricingViewed: 0,
        bookingStarted: 0,
        bookingCompleted: 0,
        conversionRate: 0,
        pricingToBookingRate: 0,
      },
      topAbandonmentPoints: [],
      recentSessions: [],
    });
    expect(isFunnelEmpty(summary)).toBe(true);
  });

  const events = [
    ...session('A', ALL, 'sp-1'),
    ...session('B', ['tint_match_started', 'tint_match_completed', 'pricing_viewed']),
    ...session('C', ['tint_match_started', 'tint_match_completed', 'pricing_viewed']),
    ...session('D', ['tint_match_started']),
    ...session('E', ['tint_match_started', 'tint_match_completed', 'pricing_viewed', 'booking_started']),
  ];

  it('counts distinct sessions per step and the two rates', () => {
    const doubled = [...events, ...session('A', ['tint_match_started', 'pricing_viewed'])];
    expect(computeFunnel(doubled).conversionMetrics).toEqual({
      tintMatchStarted: 5,
      tintMatchCompleted: 4,
      pricingViewed: 4,
      bookingStarted: 2,
      bookingCompleted: 1,
      conversionRate: 20,
      pricingToBookingRate: 50,
    });
  });

  it('lists only non-zero drop-offs, largest first', () => {
    expect(computeFunnel(events).topAbandonmentPoints).toEqual([
      {
        step: 'Pricing Viewed → Booking Started',
        fromStep: 'pricing_viewed',
        toStep: 'booking_started',
        count: 2,
        percentage: 50,
      },
      {
        step: 'Booking Started → Booking Completed',
        fromStep: 'booking_started',
        toStep: 'booking_completed',
        count: 1,
        percentage: 50,
      },
      {
        step: 'Questionnaire Started → Questionnaire Completed',
        fromStep: 'tint_match_started',
        toStep: 'tint_match_completed',
        count: 1,
        percentage: 20,
      },
    ]);
  });

  it('orders equal drop-offs by funnel order', () => {
    const even = [
      ...session('X', ['tint_match_started']),
      ...session('Y', ['tint_match_started', 'tint_match_completed', 'pricing_viewed', 'booking_started']),
      ...session('Z', ['tint_match_started', 'tint_match_completed', 'pricing_viewed', 'booking_started']),
      ...session('W', ['tint_match_started', 'tint_match_completed', 'pricing_viewed', 'booking_started']),
    ];
    // started→completed: 1 of 4 (25%); booking_started→completed: 3 of 3 (100%)
    expect(computeFunnel(even).topAbandonmentPoints.map((p) => [p.fromStep, p.count, p.percentage])).toEqual([
      ['booking_started', 3, 100],
      ['tint_match_started', 1, 25],
    ]);
    const tied = [...session('P', ['tint_match_started']), ...session('Q', ['pricing_viewed'])];
    expect(computeFunnel(tied).topAbandonmentPoints.map((p) => p.fromStep)).toEqual([
      'tint_match_started',
      'pricing_viewed',
    ]);
  });

  it('rounds rates to 1 decimal and lets direct bookings exceed 100%', () => {
    const mixed = [
      ...session('A', ['tint_match_started', 'pricing_viewed', 'booking_started']),
      ...session('B', ['pricing_viewed']),
      ...session('C', ['pricing_viewed']),
      // Direct bookings recorded without the earlier steps.
      ...session('D', ['booking_completed']),
      ...session('E', ['booking_completed']),
    ];
    const metrics = computeFunnel(mixed).conversionMetrics;
    expect(metrics.pricingToBookingRate).toBe(33.3);
    expect(metrics.conversionRate).toBe(200);
    expect(capPercent(metrics.conversionRate)).toBe(100);
    expect(capPercent(33.3)).toBe(33.3);
  });

  it('ignores unknown event types', () => {
    const summary = computeFunnel([
      { sessionId: 'A', eventType: 'page_view', salespersonId: null, occurredAt: tick() },
      ...session('B', ['tint_match_started']),
    ]);
    expect(summary.conversionMetrics.tintMatchStarted).toBe(1);
    expect(summary.recentSessions.map((s) => s.sessionId)).toEqual(['B']);
  });
});

describe('recent sessions', () => {
  it('keeps the newest 20 by latest event, events in time order', () => {
    const many: FunnelEvent[] = [];
    for (let i = 1; i <= 25; i += 1) many.push(...session(`s${String(i).padStart(2, '0')}`, ['tint_match_started']));
    // s01 becomes the most recent session through a late event.
    many.push(...session('s01', ['tint_match_completed']));
    const recent = computeFunnel(many).recentSessions;
    expect(recent).toHaveLength(20);
    expect(recent[0]?.sessionId).toBe('s01');
    expect(recent[1]?.sessionId).toBe('s25');
    expect(recent[19]?.sessionId).toBe('s07');
  });

  it('sorts events within a session by time, not arrival', () => {
    const events: FunnelEvent[] = [
      { sessionId: 'A', eventType: 'pricing_viewed', salespersonId: null, occurredAt: '2026-11-02T10:05:00Z' },
      { sessionId: 'A', eventType: 'tint_match_started', salespersonId: null, occurredAt: new Date('2026-11-02T10:00:00Z') },
      { sessionId: 'A', eventType: 'tint_match_completed', salespersonId: null, occurredAt: '2026-11-02T10:03:00.000Z' },
    ];
    expect(computeFunnel(events).recentSessions).toEqual([
      {
        sessionId: 'A',
        completed: false,
        events: [
          { eventType: 'tint_match_started', occurredAt: '2026-11-02T10:00:00.000Z' },
          { eventType: 'tint_match_completed', occurredAt: '2026-11-02T10:03:00.000Z' },
          { eventType: 'pricing_viewed', occurredAt: '2026-11-02T10:05:00.000Z' },
        ],
      },
    ]);
  });

  it('shows each step once, at the first time it was reached, however often it was sent', () => {
    const events: FunnelEvent[] = [
      { sessionId: 'A', eventType: 'tint_match_started', salespersonId: null, occurredAt: '2026-11-02T10:00:00Z' },
      { sessionId: 'A', eventType: 'tint_match_started', salespersonId: null, occurredAt: '2026-11-02T10:00:00Z' },
      { sessionId: 'A', eventType: 'tint_match_completed', salespersonId: null, occurredAt: '2026-11-02T10:04:00Z' },
      { sessionId: 'A', eventType: 'tint_match_started', salespersonId: null, occurredAt: '2026-11-02T10:06:00Z' },
    ];
    expect(computeFunnel(events).recentSessions[0]?.events).toEqual([
      { eventType: 'tint_match_started', occurredAt: '2026-11-02T10:00:00.000Z' },
      { eventType: 'tint_match_completed', occurredAt: '2026-11-02T10:04:00.000Z' },
    ]);
  });

  it('marks sessions with booking_completed as completed and keeps the salesperson id', () => {
    const recent = computeFunnel([...session('A', ALL, 'sp-9'), ...session('B', ['tint_match_started'])]).recentSessions;
    const a = recent.find((s) => s.sessionId === 'A');
    const b = recent.find((s) => s.sessionId === 'B');
    expect(a?.completed).toBe(true);
    expect(a?.salespersonId).toBe('sp-9');
    expect(b?.completed).toBe(false);
    expect(b && 'salespersonId' in b).toBe(false);
  });

  it('takes the latest known salesperson of a session', () => {
    const events = [...session('A', ['tint_match_started']), ...session('A', ['pricing_viewed'], 'sp-2')];
    expect(computeFunnel(events).recentSessions[0]?.salespersonId).toBe('sp-2');
  });

  it('respects a custom limit', () => {
    const events = [...session('A', ['tint_match_started']), ...session('B', ['tint_match_started'])];
    expect(computeFunnel(events, 1).recentSessions.map((s) => s.sessionId)).toEqual(['B']);
  });

  it('throws on an unparsable time', () => {
    expect(() =>
      computeFunnel([{ sessionId: 'A', eventType: 'pricing_viewed', salespersonId: null, occurredAt: 'soon' }]),
    ).toThrow(RangeError);
  });
});
