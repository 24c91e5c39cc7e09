// Issue 19, fraud holds: each rule with its counter-case, a held commission out of every total and unpayable until
// an admin clears it, a rejected one void for good. End to end over HTTP on real PostgreSQL and BullMQ on Redis.
import request from 'supertest';
import type { Appointment, PendingPayoutItem } from '@tint/libs/api-types';
import { addDaysToDate, type DateString, type SlotTime } from '@tint/libs/slots';
import { COMMISSION_NOT_HELD, COMMISSION_ON_HOLD, COMMISSION_REJECTED, INVALID_REVIEW_DECISION } from '@tint/libs/validation-messages';
import { bookingBody } from './support/bookings.js';
import { ensureDemoAccounts, makeCaller } from './support/callers.js';
import { commandEventCount } from './support/event-counts.js';
import { signedUpSalesperson } from './support/salespeople.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { hst, TestClock } from './support/test-clock.js';
import { waitFor, waitForProjections } from './support/wait-for-projections.js';

/** Each test has weeks of its own from Monday 7 April 2031. */
const clock = new TestClock(hst('2031-04-07T07:00'));
const mondayOfWeek = (week: number): DateString => addDaysToDate('2031-04-07', 7 * week);
const startWeek = (week: number) => clock.set(hst(`${mondayOfWeek(week)}T07:00`));
const dayOfWeek = (week: number, weekday: number): DateString => addDaysToDate(mondayOfWeek(week), weekday);
const TIMES: SlotTime[] = ['8:30 AM', '10:30 AM', '12:30 PM'];

describe('fraud holds', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', clock });
    await ensureDemoAccounts(t);
    admin = (await makeCaller(t, 'admin')).headers;
  });
  afterAll(() => t.close());

  let phones = 0;
  /** A phone nobody else has booked. */
  const freshPhone = () => `808-7${String(++phones).padStart(2, '0')}-${String(1000 + phones)}`;

  const salesperson = async (name: string) => {
    const person = await signedUpSalesperson(t, name);
    const book = async (date: DateString, time: SlotTime, overrides: Record<string, unknown> = {}) =>
      (await http().post('/api/appointments').set('cookie', person.cookie).send(bookingBody({ appointmentDate: date, appointmentTime: time, customerPhone: freshPhone(), ...overrides })).expect(201))
        .body as Appointment;
    return { ...person, book };
  };
  const flags = async (id: string) =>
    (await t.dataSource.query<{ data: { reasons: string[] } }[]>("SELECT data FROM events WHERE stream_id = $1 AND type = 'AppointmentFlagged'", [`appointment-${id}`]))[0]?.data.reasons ?? [];
  const pending = async () => (await http().get('/api/admin/pending-payouts').set(admin).expect(200)).body as PendingPayoutItem[];

  it('holds a self-referral (the salesperson\'s own email or phone), and not a customer of their own', async () => {
    startWeek(0);
    const kai = await salesperson('Kai');
    const ownEmail = await kai.book(dayOfWeek(0, 1), '8:30 AM', { customerEmail: kai.email.toUpperCase() });
    // The sign-up's phone, written differently.
    const ownPhone = await kai.book(dayOfWeek(0, 1), '10:30 AM', { customerPhone: '(808) 555-0000' });
    const customer = await kai.book(dayOfWeek(0, 1), '12:30 PM');
    expect(ownEmail.reviewStatus).toBe('held');
    expect(await flags(ownEmail.id)).toEqual(['self_referral']);
    expect(await flags(ownPhone.id)).toEqual(['self_referral']);
    expect(customer.reviewStatus).toBeNull();
    expect(await flags(customer.id)).toEqual([]);
  });

  it("holds a customer phone another salesperson booked within 90 days, and not one they booked themselves or 91 days back", async () => {
    startWeek(1);
    const kai = await salesperson('Kai');
    const noe = await salesperson('Noe');
    const shared = freshPhone();
    await kai.book(dayOfWeek(1, 1), '8:30 AM', { customerPhone: shared });
    // The same salesperson again: their own repeat customer.
    const again = await kai.book(dayOfWeek(1, 1), '10:30 AM', { customerPhone: shared });
    expect(await flags(again.id)).toEqual([]);
    const other = await noe.book(dayOfWeek(1, 1), '12:30 PM', { customerPhone: shared.replace(/-/g, ' ') });
    expect(await flags(other.id)).toEqual(['shared_phone']);
    // 91 days later the first booking is too old to count.
    const old = freshPhone();
    await kai.book(dayOfWeek(1, 2), '8:30 AM', { customerPhone: old });
    clock.advance(91 * 86_400_000);
    const later = await noe.book(addDaysToDate(dayOfWeek(1, 2), 91), '10:30 AM', { customerPhone: old });
    expect(await flags(later.id)).toEqual([]);
  });

  it('holds the sixth booking within an hour, and not the sixth an hour and a minute after the first', async () => {
    startWeek(20);
    const kai = await salesperson('Kai');
    const booked: Appointment[] = [];
    for (let i = 0; i < 5; i++) {
      booked.push(await kai.book(dayOfWeek(20, 1 + Math.floor(i / 3)), TIMES[i % 3]!));
      clock.advance(60_000);
    }
    expect((await Promise.all(booked.map((b) => flags(b.id)))).flat()).toEqual([]);
    const sixth = await kai.book(dayOfWeek(20, 2), '12:30 PM');
    expect(await flags(sixth.id)).toEqual(['velocity']);

    startWeek(21);
    const noe = await salesperson('Noe');
    for (let i = 0; i < 5; i++) await noe.book(dayOfWeek(21, 1 + Math.floor(i / 3)), TIMES[i % 3]!);
    clock.advance(61 * 60_000);
    const calm = await noe.book(dayOfWeek(21, 2), '12:30 PM');
    expect(await flags(calm.id)).toEqual([]);
  });

  it("lets the read models apply other bookings while one waits for its salesperson's turn", async () => {
    startWeek(22);
    const kai = await salesperson('Kai');
    const noe = await salesperson('Noe');
    // Kai's turn held (another of Kai's bookings under way, as a script booking at once would have it).
    const other = t.dataSource.createQueryRunner();
    await other.connect();
    let waiting: Promise<request.Response> | undefined;
    try {
      await other.startTransaction();
      await other.query("SELECT pg_advisory_xact_lock(hashtextextended('booking-velocity:' || $1, 0))", [kai.id]);
      // Kai's booking waits for the turn, with an idempotency key (a phone's retry-safe booking): the key is stored with
      // the answer, after the events, so the waiting transaction has no id yet.
      waiting = http()
        .post('/api/appointments')
        .set('cookie', kai.cookie)
        .set('idempotency-key', `turn-${kai.id}`)
        .send(bookingBody({ appointmentDate: dayOfWeek(22, 1), appointmentTime: '8:30 AM', customerPhone: freshPhone() }))
        .then((answer) => answer);
      await waitFor(async () => (await t.dataSource.query<{ n: number }[]>("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"))[0]!.n > 0);
      // Meanwhile Noe books: the gamification read model (applied by the workers after the commit) has it at once,
      // not once Kai's booking is through.
      const booked = await noe.book(dayOfWeek(22, 2), '10:30 AM');
      await waitFor(async () => (await t.dataSource.query('SELECT 1 FROM gamification_appointments WHERE id = $1', [booked.id])).length === 1, {
        timeoutMs: 5_000,
        describe: () => "Noe's booking in the gamification read model while Kai's waits for its turn",
      });
    } finally {
      if (other.isTransactionActive) await other.rollbackTransaction();
      await other.release();
    }
    expect((await waiting!).status).toBe(201);
  });

  it('keeps a held commission out of the pending totals and unpayable until cleared; a rejected one counts for nothing', async () => {
    startWeek(30);
    const kai = await salesperson('Kai');
    const date = dayOfWeek(30, 1);
    const held = await kai.book(date, '8:30 AM', { customerEmail: kai.email });
    const rejected = await kai.book(date, '10:30 AM', { customerEmail: kai.email });
    const plain = await kai.book(date, '12:30 PM');
    clock.set(hst(`${date}T15:00`));
    for (const a of [held, rejected, plain]) await http().patch(`/api/admin/appointments/${a.id}`).set(admin).send({ status: 'completed' }).expect(200);

    // Listed 'On hold' with the reasons; the salesperson's pending figures leave it out.
    const listed = (await pending()).filter((p) => [held.id, rejected.id, plain.id].includes(p.id));
    expect(listed.map((p) => [p.id, p.review])).toEqual([
      [held.id, { status: 'held', reasons: ['self_referral'] }],
      [rejected.id, { status: 'held', reasons: ['self_referral'] }],
      [plain.id, null],
    ]);
    const details = (await http().get('/api/payout-details?period=MTD').set('cookie', kai.cookie).expect(200)).body;
    expect(details.pendingThisMonth).toBe('25.00');

    // Unpayable, singly or by ticking the box; nothing appended.
    const before = await commandEventCount(t);
    expect((await http().post(`/api/admin/fulfill-payout/${held.id}`).set(admin).send({ payoutMethod: 'venmo' }).expect(409)).body.message).toBe(COMMISSION_ON_HOLD);
    expect((await http().patch(`/api/admin/appointments/${held.id}`).set(admin).send({ payoutStatus: 'fulfilled' }).expect(409)).body.message).toBe(COMMISSION_ON_HOLD);
    expect((await http().post(`/api/admin/appointments/${plain.id}/review`).set(admin).send({ decision: 'clear' }).expect(409)).body.message).toBe(COMMISSION_NOT_HELD);
    expect((await http().post(`/api/admin/appointments/${held.id}/review`).set(admin).send({ decision: 'maybe' }).expect(400)).body.message).toBe(INVALID_REVIEW_DECISION);
    expect(await commandEventCount(t)).toBe(before);

    // Cleared: payable like any other. Rejected: void.
    expect((await http().post(`/api/admin/appointments/${held.id}/review`).set(admin).send({ decision: 'clear', note: 'Her own car, agreed with the owner' }).expect(200)).body.reviewStatus).toBe('cleared');
    expect((await http().post(`/api/admin/appointments/${rejected.id}/review`).set(admin).send({ decision: 'reject' }).expect(200)).body.reviewStatus).toBe('rejected');
    expect((await http().post(`/api/admin/appointments/${rejected.id}/review`).set(admin).send({ decision: 'clear' }).expect(409)).body.message).toBe(COMMISSION_NOT_HELD);
    expect((await pending()).filter((p) => [held.id, rejected.id, plain.id].includes(p.id)).map((p) => [p.id, p.review])).toEqual([
      [held.id, null],
      [plain.id, null],
    ]);
    await http().post(`/api/admin/fulfill-payout/${held.id}`).set(admin).send({ payoutMethod: 'venmo' }).expect(200);
    expect((await http().post(`/api/admin/fulfill-payout/${rejected.id}`).set(admin).send({ payoutMethod: 'venmo' }).expect(409)).body.message).toBe(COMMISSION_REJECTED);

    // The salesperson sees a status, never the reasons; the leaderboard and the admin's tiles count only what stands.
    const mine = (await http().get('/api/appointments').set('cookie', kai.cookie).expect(200)).body as Appointment[];
    expect(mine.find((a) => a.id === rejected.id)?.reviewStatus).toBe('rejected');
    expect(JSON.stringify(mine)).not.toContain('self_referral');
    await waitForProjections(t.runner);
    const board = (await http().get('/api/leaderboard').set('cookie', kai.cookie).expect(200)).body as { user: { id: string }; monthlyReferrals: number; completedServices: number }[];
    expect(board.find((entry) => entry.user.id === kai.id)).toMatchObject({ monthlyReferrals: 2, completedServices: 2 });
    const tiles = ((await http().get('/api/admin/users').set(admin).expect(200)).body as { id: string; mtdCommission: string }[]).find((u) => u.id === kai.id);
    expect(tiles).toMatchObject({ servicedAppointments: 2, mtdAppointments: 2 });
  });
});
