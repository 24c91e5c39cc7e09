// Funnel analytics end to end: tracking over HTTP (validation, the session's salesperson, rate
// limits), the funnel projection on BullMQ-on-Redis, and the admin summary — checked against the
// pure computation in libs over the same events, live, replayed and rebuilt.
import request from 'supertest';
import { computeFunnel, type FunnelEvent } from '@tint/libs/analytics';
import { START_OF_LOG } from '../../platform/event-store/event-store.js';
import { commandEventCount } from '../../../test/support/event-counts.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { clientAddress, ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';
import { catchUpFully, waitForProjections } from '../../../test/support/wait-for-projections.js';
import { FunnelQueries } from './funnel.queries.js';

const STEPS = ['tint_match_started', 'tint_match_completed', 'pricing_viewed', 'booking_started', 'booking_completed'] as const;
const eventData = { userAgent: 'jest', screenWidth: 390, screenHeight: 844, timezone: 'Pacific/Honolulu' };

describe('funnel analytics', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let salesperson: Record<string, string>;
  const http = () => request(t.app.getHttpServer());
  const track = (body: object, headers: Record<string, string> = { 'x-forwarded-for': clientAddress() }) => http().post('/api/analytics/track').set(headers).send(body);
  const loggedEvents = async (): Promise<FunnelEvent[]> =>
    (
      await t.dataSource.query<{ data: { sessionId: string; eventType: string; salespersonId: string | null }; occurred_at: Date }[]>(
        "SELECT data, occurred_at FROM events WHERE type = 'FunnelStepRecorded' ORDER BY global_position",
      )
    ).map((e) => ({ sessionId: e.data.sessionId, eventType: e.data.eventType, salespersonId: e.data.salespersonId, occurredAt: e.occurred_at }));
  const snapshot = async () => ({
    sessions: await t.dataSource.query('SELECT * FROM funnel_sessions ORDER BY session_id'),
    daily: await t.dataSource.query('SELECT * FROM funnel_daily WHERE reached <> 0 OR continued <> 0 ORDER BY day, step'),
  });

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis' });
    await ensureDemoAccounts(t);
    admin = (await makeCaller(t, 'admin')).headers;
    salesperson = (await makeCaller(t, 'salesperson')).headers;
  });
  afterAll(() => t.close());

  it('scripted sessions give the expected metrics, drop-offs and recent sessions; replayed and rebuilt, the same', async () => {
    const send = async (sessionId: string, steps: readonly string[], headers?: Record<string, string>) => {
      for (const eventType of steps) await track({ sessionId, eventType, eventData, salespersonId: null }, headers).expect(204);
    };
    await send('session-complete-1', STEPS);
    await send('session-complete-2', STEPS, salesperson); // signed in: the session's salesperson is recorded
    for (let stop = 1; stop <= 4; stop++) await send(`session-abandoned-at-${stop}`, STEPS.slice(0, stop));
    // Out of order and duplicated: counts once per step.
    await send('session-jumbled', ['pricing_viewed', 'tint_match_started', 'tint_match_started', 'tint_match_completed', 'pricing_viewed', 'quiz_result', 'package_selected']);
    // A booking straight from the calendar, with no quiz.
    await send('session-direct', ['booking_started', 'booking_completed']);
    await waitForProjections(t.runner);

    const summary = (await http().get('/api/admin/analytics').set(admin).expect(200)).body;
    expect(summary.conversionMetrics).toEqual({
      tintMatchStarted: 7,
      tintMatchCompleted: 6,
      pricingViewed: 5,
      bookingStarted: 4,
      bookingCompleted: 3,
      conversionRate: 42.9,
      pricingToBookingRate: 80,
    });
    // Largest first: 2 of 5 left after seeing prices (abandoned-at-3 and the jumbled one).
    expect(summary.topAbandonmentPoints).toEqual([
      { step: 'Pricing Viewed → Booking Started', fromStep: 'pricing_viewed', toStep: 'booking_started', count: 2, percentage: 40 },
      { step: 'Booking Started → Booking Completed', fromStep: 'booking_started', toStep: 'booking_completed', count: 1, percentage: 25 },
      { step: 'Questionnaire Completed → Pricing Viewed', fromStep: 'tint_match_completed', toStep: 'pricing_viewed', count: 1, percentage: 16.7 },
      { step: 'Questionnaire Started → Questionnaire Completed', fromStep: 'tint_match_started', toStep: 'tint_match_completed', count: 1, percentage: 14.3 },
    ]);
    const bySession = Object.fromEntries(summary.recentSessions.map((s: { sessionId: string }) => [s.sessionId, s]));
    expect(summary.recentSessions).toHaveLength(8);
    expect(summary.recentSessions[0].sessionId).toBe('session-direct'); // newest first
    expect(bySession['session-complete-2']).toMatchObject({ completed: true, salespersonId: expect.any(String) });
    expect(bySession['session-complete-1'].salespersonId).toBeUndefined();
    expect(bySession['session-abandoned-at-3']).toMatchObject({ completed: false, events: STEPS.slice(0, 3).map((eventType) => ({ eventType, occurredAt: expect.any(String) })) });
    expect(bySession['session-jumbled'].events.map((e: { eventType: string }) => e.eventType)).toEqual(['pricing_viewed', 'tint_match_started', 'tint_match_completed']);

    // The read model agrees with the pure computation over the logged events.
    const oracle = computeFunnel(await loggedEvents());
    expect(summary.conversionMetrics).toEqual(oracle.conversionMetrics);
    expect(summary.topAbandonmentPoints).toEqual(oracle.topAbandonmentPoints);
    expect(summary.recentSessions).toEqual(oracle.recentSessions);

    const live = await snapshot();
    await t.dataSource.query("UPDATE projection_checkpoints SET last_tx_id = $1::xid8, last_position = $2 WHERE name = 'funnel'", [START_OF_LOG.txId, START_OF_LOG.position]);
    await catchUpFully(t.runner, t.registry.get('funnel'));
    expect(await snapshot()).toEqual(live);
    await t.runner.rebuild(t.registry.get('funnel'));
    expect(await snapshot()).toEqual(live);
    expect(await t.app.get(FunnelQueries).summary(new Date())).toEqual(summary);
  });

  it('takes the salesperson from the session, never from the body', async () => {
    const me = (await http().get('/api/auth/user').set(salesperson).expect(200)).body.id;
    await track({ sessionId: 'session-spoof-anon', eventType: 'tint_match_started', eventData, salespersonId: me }).expect(204);
    await track({ sessionId: 'session-spoof-signed', eventType: 'tint_match_started', eventData, salespersonId: '00000000-0000-4000-8000-000000000000' }, salesperson).expect(204);
    const recorded = await t.dataSource.query<{ sid: string; spid: string | null }[]>(
      "SELECT data->>'sessionId' AS sid, data->>'salespersonId' AS spid FROM events WHERE data->>'sessionId' LIKE 'session-spoof-%' ORDER BY global_position",
    );
    expect(recorded).toEqual([
      { sid: 'session-spoof-anon', spid: null },
      { sid: 'session-spoof-signed', spid: me },
    ]);
  });

  it('refuses bad input with a clear 400 and records nothing', async () => {
    const before = await commandEventCount(t);
    const send = async (body: unknown) => {
      const res = await http().post('/api/analytics/track').set('x-forwarded-for', clientAddress()).set('content-type', 'application/json').send(JSON.stringify(body));
      return [res.status, res.body.message];
    };
    const ok = { sessionId: 'session-bad-input', eventType: 'pricing_viewed', eventData };
    expect(await send({ ...ok, eventType: 'page_view' })).toEqual([400, 'Unknown analytics event type']);
    expect(await send({ ...ok, eventType: undefined })).toEqual([400, 'Unknown analytics event type']);
    expect(await send({ ...ok, sessionId: 'x' })).toEqual([400, 'sessionId must be 8 to 100 letters, digits, dashes or underscores']);
    expect(await send({ ...ok, sessionId: "s'; DROP TABLE events;--" })).toEqual([400, 'sessionId must be 8 to 100 letters, digits, dashes or underscores']);
    expect(await send({ ...ok, sessionId: 'a'.repeat(101) })).toEqual([400, 'sessionId must be 8 to 100 letters, digits, dashes or underscores']);
    expect(await send({ ...ok, eventData: [] })).toEqual([400, 'eventData must be an object of at most 2048 bytes']);
    expect(await send({ ...ok, eventData: 'x' })).toEqual([400, 'eventData must be an object of at most 2048 bytes']);
    expect(await send({ ...ok, eventData: { blob: 'x'.repeat(3000) } })).toEqual([400, 'eventData must be an object of at most 2048 bytes']);
    expect((await send({ ...ok, extra: 1 }))[0]).toBe(400);
    expect(await commandEventCount(t)).toBe(before);
  });

  it('limits tracking per browser session', async () => {
    const sessionId = 'session-noisy-tab';
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await track({ sessionId, eventType: 'quiz_result', eventData })).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(120);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    await track({ sessionId: 'session-other-tab', eventType: 'quiz_result', eventData }).expect(204);
  });
});
