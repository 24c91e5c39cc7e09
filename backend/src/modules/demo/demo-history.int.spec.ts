// The demo history: a month of bookings, services and payouts for several salespeople, as events
// through the product's own commands; the read models and the awards reactor make it a living
// leaderboard and admin dashboard.
import { todayInZone } from '@tint/libs/slots';
import { loadConfig } from '../../config/app-config.js';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { ensureDemoAccounts } from '../../platform/testing/callers.js';
import { waitForProjections } from '../../platform/testing/wait-for-projections.js';
import { AdminQueries } from '../admin/admin.queries.js';
import { GamificationQueries } from '../gamification/gamification.queries.js';
import { DEMO_TEAM, DemoHistory } from './demo-history.js';

describe('demo history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis' });
    await ensureDemoAccounts(t);
  });
  afterAll(() => t.close());

  it('seeds a month of activity once, as events, that every read model reflects', async () => {
    const now = new Date();
    const booked = await t.app.get(DemoHistory).ensure(now);
    expect(booked).toBeGreaterThan(35);
    expect(await t.app.get(DemoHistory).ensure(now)).toBe(0); // already there: nothing more
    await waitForProjections(t.engine);

    const count = async (type: string) => Number((await t.dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM events WHERE type = $1', [type]))[0]!.n);
    expect(await count('AppointmentBooked')).toBe(booked);
    expect(await count('AppointmentServiced')).toBeGreaterThan(10);
    expect(await count('PayoutFulfilled')).toBeGreaterThan(5);
    expect(await count('BadgeEarned')).toBeGreaterThanOrEqual(DEMO_TEAM.length + 1); // at least everyone's first referral

    const users = await t.app.get(AdminQueries).users(now);
    expect(users).toHaveLength(DEMO_TEAM.length + 1);
    const [someone] = users;
    const board = await t.app.get(GamificationQueries).leaderboard(someone!.id, now);
    expect(board).toHaveLength(DEMO_TEAM.length + 1);
    expect(board.reduce((sum, e) => sum + e.monthlyReferrals, 0)).toBeGreaterThan(10);
    // Every appointment is on a weekday slot, no slot twice; some are still ahead.
    const slots = await t.dataSource.query<{ d: string; time: string; dow: number }[]>(
      "SELECT to_char(appointment_date, 'YYYY-MM-DD') AS d, appointment_time AS time, extract(isodow FROM appointment_date)::int AS dow FROM appointments_list",
    );
    expect(slots.every((s) => s.dow <= 5)).toBe(true);
    expect(new Set(slots.map((s) => `${s.d} ${s.time}`)).size).toBe(slots.length);
    expect(slots.some((s) => s.d >= todayInZone(now, 'Pacific/Honolulu'))).toBe(true);
  });

  it('is refused in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), JWT_SECRET: 'j'.repeat(40), DATABASE_URL: 'postgres://x@localhost/db', SEED_DEMO: 'true' }),
    ).toThrow(/SEED_DEMO must not be on in production/);
  });
});
