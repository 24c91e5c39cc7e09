// The demo history: a month of bookings, services and payouts for several salespeople, as events
// through the product's own commands; the read models and the awards reactor make it a living
// leaderboard and admin dashboard.
import { addDaysToDate, isWeekend, monthWindow, SLOT_TIMES, todayInZone } from '@tint/libs/slots';
import { loadConfig } from '../../config/app-config.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import request from 'supertest';
import { ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';
import { waitForProjections } from '../../../test/support/wait-for-projections.js';
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
    await waitForProjections(t.runner);

    const count = async (type: string) => Number((await t.dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM events WHERE type = $1', [type]))[0]!.n);
    expect(await count('AppointmentBooked')).toBe(booked);
    expect(await count('AppointmentServiced')).toBeGreaterThan(10);
    expect(await count('PayoutFulfilled')).toBeGreaterThan(5);
    expect(await count('BadgeEarned')).toBeGreaterThanOrEqual(DEMO_TEAM.length + 1); // at least everyone's first referral

    const users = await t.app.get(GamificationQueries).salespeopleForAdmin(now);
    expect(users).toHaveLength(DEMO_TEAM.length + 1);
    const [someone] = users;
    const board = await t.app.get(GamificationQueries).leaderboard(someone!.id, now);
    expect(board).toHaveLength(DEMO_TEAM.length + 1);
    // This month's referrals: the history's bookings made since the month began (on the 1st of a month, a few).
    const month = monthWindow(now, 'Pacific/Honolulu');
    const [{ n: bookedThisMonth }] = await t.dataSource.query<[{ n: number }]>(
      "SELECT count(*)::int AS n FROM events WHERE type = 'AppointmentBooked' AND occurred_at >= $1 AND occurred_at < $2",
      [month.start, month.end],
    );
    expect(board.reduce((sum, e) => sum + e.monthlyReferrals, 0)).toBe(bookedThisMonth);
    // Every appointment is on a weekday slot, no slot twice; some are still ahead.
    const slots = await t.dataSource.query<{ d: string; time: string; dow: number }[]>(
      "SELECT to_char(appointment_date, 'YYYY-MM-DD') AS d, appointment_time AS time, extract(isodow FROM appointment_date)::int AS dow FROM appointments_list",
    );
    expect(slots.every((s) => s.dow <= 5)).toBe(true);
    expect(new Set(slots.map((s) => `${s.d} ${s.time}`)).size).toBe(slots.length);
    const today = todayInZone(now, 'Pacific/Honolulu');
    expect(slots.some((s) => s.d >= today)).toBe(true);
  });

  it("leaves today and the next 5 weekdays with free times, so a new user's first dates can be booked", async () => {
    const now = new Date();
    const today = todayInZone(now, 'Pacific/Honolulu');
    const days = [today];
    for (let date = today; days.length <= 5; ) {
      date = addDaysToDate(date, 1);
      if (!isWeekend(date)) days.push(date);
    }
    const salesperson = await makeCaller(t, 'salesperson');
    for (const date of days.slice(1)) {
      const res = await request(t.app.getHttpServer()).get(`/api/available-times/${date}`).set(salesperson.headers).expect(200);
      expect((res.body as unknown[]).length).toBeGreaterThanOrEqual(SLOT_TIMES.length - 1);
    }
    // Today's held slots are at most one too (its times may have passed).
    const [{ n }] = await t.dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM appointments_list WHERE appointment_date = $1', [today]);
    expect(Number(n)).toBeLessThanOrEqual(1);
  });

  it('is refused in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), JWT_SECRET: 'j'.repeat(40), DATA_KEY_SECRET: 'k'.repeat(40), DATABASE_URL: 'postgres://x@localhost/db', SEED_DEMO: 'true' }),
    ).toThrow(/SEED_DEMO must not be on in production/);
  });
});
