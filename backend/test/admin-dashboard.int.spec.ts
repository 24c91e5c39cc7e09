// The admin's appointment lifecycle, money and Reset for Rollout, end to end over HTTP on the real
// Postgres and BullMQ-on-Redis (nothing mocked).
import request from 'supertest';
import { APPOINTMENT_HISTORY_LABELS } from '@tint/libs/api-types';
import { DEFAULT_COMMISSION_CENTS, NOTES_MAX } from '@tint/libs/constants';
import { centsToDecimal, centsToDollars } from '@tint/libs/money';
import { priceForSelection } from '@tint/libs/prices';
import type { DateString, SlotTime } from '@tint/libs/slots';
import {
  APPOINTMENT_NOT_FOUND,
  IDEMPOTENCY_KEY_REUSED,
  INVALID_APPOINTMENT_STATUS,
  INVALID_IS_CONFIRMED,
  INVALID_PAYOUT_METHOD,
  INVALID_PAYOUT_STATUS,
  NOTES_NOT_TEXT,
  NOTHING_TO_UPDATE,
  ONLY_STATUS_FIELDS,
  PAYOUT_ALREADY_FULFILLED,
  PAYOUT_NOTES_TOO_LONG,
  PAYOUT_REQUIRES_SERVICE,
  RESET_SUCCESS,
  SALESPERSON_NOT_FOUND,
  SERVICED_BEFORE_DATE,
  UNMARK_PAYOUT_FIRST,
} from '@tint/libs/validation-messages';
import { addDaysToDate } from '@tint/libs/slots';
import { bookingBody } from './support/bookings.js';
import { hst, TestClock } from './support/test-clock.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { commandEventCount } from './support/event-counts.js';
import { clientAddress, ensureDemoAccounts, makeCaller } from './support/callers.js';
import { waitForProjections } from './support/wait-for-projections.js';
import { COMPRESS_FROM_BYTES } from '../src/platform/http/kept-json.js';

/**
 * The product runs on a clock the tests set: each test has a week of its own from Monday 3 June 2030,
 * books for a day of that week and services the appointment on its day (not before: the rules refuse).
 */
const clock = new TestClock(hst('2030-06-03T09:00'));
const mondayOfWeek = (week: number): DateString => addDaysToDate('2030-06-03', 7 * week);
const startWeek = (week: number) => clock.set(hst(`${mondayOfWeek(week)}T09:00`));
const dayOfWeek = (week: number, weekday: number): DateString => addDaysToDate(mondayOfWeek(week), weekday);
const onTheDay = (date: DateString) => clock.set(hst(`${date}T15:00`));

/** Every booking here is a full-vehicle sedan in ceramic: its price, and the commission of the default configuration. */
const PRICE = centsToDecimal(priceForSelection('ceramic', 'full', 'sedan').discountedCents);
const COMMISSION_CENTS = DEFAULT_COMMISSION_CENTS;
const money = (commissions: number) => centsToDecimal(commissions * COMMISSION_CENTS);
const dollars = (commissions: number) => centsToDollars(commissions * COMMISSION_CENTS);

const booking = (date: DateString, time: SlotTime, customer: string) =>
  bookingBody({ customerFirstName: customer, windowOption: 'full', vehicleSize: 'sedan', appointmentDate: date, appointmentTime: time });

describe('admin: appointment lifecycle, payouts and reset', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let salesperson: Record<string, string>;
  let salespersonId: string;
  const http = () => request(t.app.getHttpServer());
  const eventCount = () => commandEventCount(t);
  const streamTypes = async (id: string) =>
    (await t.dataSource.query<{ type: string }[]>('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version', [`appointment-${id}`])).map((e) => e.type);
  const book = async (date: DateString, time: SlotTime, customer: string): Promise<string> =>
    (await http().post('/api/appointments').set(salesperson).send(booking(date, time, customer)).expect(201)).body.id as string;
  const patch = (id: string, body: unknown) => http().patch(`/api/admin/appointments/${id}`).set(admin).send(body as object);
  // The users tiles and payout details are async read models: wait for the worker as the UI's "will refresh shortly" does.
  const me = async () => {
    await waitForProjections(t.runner);
    return (await http().get('/api/admin/users').set(admin).expect(200)).body.find((u: { id: string }) => u.id === salespersonId);
  };
  const payoutDetails = async (period: 'MTD' | 'YTD') => {
    await waitForProjections(t.runner);
    return (await http().get(`/api/payout-details?period=${period}`).set(salesperson).expect(200)).body;
  };

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', clock });
    await ensureDemoAccounts(t);
    admin = (await makeCaller(t, 'admin')).headers;
    salesperson = (await makeCaller(t, 'salesperson')).headers;
    salespersonId = (await http().get('/api/auth/user').set(salesperson).expect(200)).body.id;
  });
  afterAll(() => t.close());

  it('money agrees to the cent: book → confirm → service → fulfil, across pending payouts, tiles, metrics and history', async () => {
    startWeek(0);
    const date = dayOfWeek(0, 2);
    const first = await book(date, '8:30 AM', 'Ana');
    clock.advance(60_000);
    const second = await book(date, '10:30 AM', 'Ben');

    expect((await http().get('/api/admin/appointment-metrics').set(admin).expect(200)).body).toEqual({ totalBooked: 2, totalConfirmed: 0, unconfirmed: 2 });
    expect((await patch(first, { isConfirmed: true }).expect(200)).body).toMatchObject({ id: first, isConfirmed: true, status: 'scheduled', payoutStatus: 'pending' });
    expect((await http().get('/api/admin/appointment-metrics').set(admin).expect(200)).body).toEqual({ totalBooked: 2, totalConfirmed: 1, unconfirmed: 1 });

    // Paid before serviced: refused, nothing appended.
    const before = await eventCount();
    const early = await patch(first, { payoutStatus: 'fulfilled' }).expect(409);
    expect(early.body.message).toBe(PAYOUT_REQUIRES_SERVICE);
    const earlyFulfil = await http().post(`/api/admin/fulfill-payout/${first}`).set(admin).send({ payoutMethod: 'venmo' }).expect(409);
    expect(earlyFulfil.body.message).toBe(PAYOUT_REQUIRES_SERVICE);
    expect(await eventCount()).toBe(before);

    // Serviced before its day: refused. On the day, it goes through.
    expect((await patch(first, { status: 'completed' }).expect(409)).body.message).toBe(SERVICED_BEFORE_DATE);
    expect(await eventCount()).toBe(before);
    onTheDay(date);
    expect((await patch(first, { status: 'completed' }).expect(200)).body.status).toBe('completed');
    expect((await patch(second, { status: 'completed', payoutStatus: 'fulfilled' }).expect(200)).body).toMatchObject({ status: 'completed', payoutStatus: 'fulfilled' });
    // Same state again: nothing to record.
    const unchanged = await eventCount();
    await patch(second, { status: 'completed' }).expect(200);
    expect(await eventCount()).toBe(unchanged);

    const pending = (await http().get('/api/admin/pending-payouts').set(admin).expect(200)).body;
    expect(pending).toEqual([
      {
        id: first,
        salespersonId,
        salespersonName: 'Kai Makoa',
        // Issue 19: nothing held for fraud review, and no payout settings saved.
        review: null,
        payoutProfile: null,
        appointmentDate: date,
        appointmentTime: '8:30 AM',
        customerFirstName: 'Ana',
        customerLastName: 'Kealoha',
        vehicleYear: '2022',
        vehicleMake: 'Toyota',
        vehicleModel: 'Camry',
        estimatedPrice: PRICE,
        commission: money(1),
      },
    ]);
    expect(await me()).toMatchObject({
      firstName: 'Kai',
      lastName: 'Makoa',
      company: 'Maui Toyota',
      tier: 'Bronze',
      mtdAppointments: 2,
      confirmedAppointments: 1,
      servicedAppointments: 2,
      mtdCommission: dollars(2),
      ytdCommission: dollars(2),
    });
    expect((await http().get('/api/metrics').set(salesperson).expect(200)).body).toMatchObject({ totalReferrals: 2, successRate: 100, thisMonth: 2, completedServices: 2 });
    // The salesperson's own payout details: one paid (the second, ticked paid), one pending.
    for (const period of ['MTD', 'YTD'] as const) {
      expect(await payoutDetails(period)).toMatchObject({
        totalPaidThisMonth: money(1),
        totalPaidThisYear: money(1),
        pendingThisWeek: money(1),
        pendingThisMonth: money(1),
        pendingThisYear: money(1),
        potentialRemainingMonth: money(0),
        potentialRemainingYear: money(0),
      });
    }

    const pendingTotal = pending.reduce((sum: number, p: { commission: string }) => sum + Math.round(Number(p.commission) * 100), 0);
    expect(pendingTotal).toBe(COMMISSION_CENTS);
    const paid = await http().post(`/api/admin/fulfill-payout/${first}`).set(admin).send({ payoutMethod: 'zelle', notes: '  Zelle #4471 ' }).expect(200);
    expect(paid.body).toMatchObject({ id: first, status: 'completed', payoutStatus: 'fulfilled', commission: money(1) });
    expect((await http().get('/api/admin/pending-payouts').set(admin).expect(200)).body).toEqual([]);
    expect(await payoutDetails('MTD')).toMatchObject({ totalPaidThisMonth: money(2), pendingThisWeek: money(0), pendingThisMonth: money(0) });
    expect(await me()).toMatchObject({ servicedAppointments: 2, mtdCommission: dollars(2), ytdCommission: dollars(2) });
    const again = await http().post(`/api/admin/fulfill-payout/${first}`).set(admin).send({ payoutMethod: 'zelle' }).expect(409);
    expect(again.body.message).toBe(PAYOUT_ALREADY_FULFILLED);

    // Unticking in the wrong order is refused; in the right order it goes through.
    const wrongOrder = await patch(first, { status: 'scheduled' }).expect(409);
    expect(wrongOrder.body.message).toBe(UNMARK_PAYOUT_FIRST);
    await patch(first, { payoutStatus: 'pending' }).expect(200);
    expect((await http().get('/api/admin/pending-payouts').set(admin).expect(200)).body.map((p: { id: string }) => p.id)).toEqual([first]);
    await patch(first, { status: 'scheduled' }).expect(200);
    expect(await me()).toMatchObject({ servicedAppointments: 1, mtdCommission: dollars(1), ytdCommission: dollars(1) });
    expect((await http().get('/api/admin/pending-payouts').set(admin).expect(200)).body).toEqual([]);

    expect(await streamTypes(first)).toEqual([
      'AppointmentBooked',
      'AppointmentConfirmed',
      'AppointmentServiced',
      'PayoutFulfilled',
      'PayoutReverted',
      'AppointmentServiceReverted',
    ]);
    const history = (await http().get(`/api/admin/appointments/${first}/history`).set(admin).expect(200)).body;
    expect(history.map((h: { label: string; actorName: string; actorRole: string }) => [h.label, h.actorName, h.actorRole])).toEqual([
      [APPOINTMENT_HISTORY_LABELS.AppointmentBooked, 'Kai Makoa', 'salesperson'],
      [APPOINTMENT_HISTORY_LABELS.AppointmentConfirmed, 'Leilani Kahale', 'admin'],
      [APPOINTMENT_HISTORY_LABELS.AppointmentServiced, 'Leilani Kahale', 'admin'],
      [APPOINTMENT_HISTORY_LABELS.PayoutFulfilled, 'Leilani Kahale', 'admin'],
      [APPOINTMENT_HISTORY_LABELS.PayoutReverted, 'Leilani Kahale', 'admin'],
      [APPOINTMENT_HISTORY_LABELS.AppointmentServiceReverted, 'Leilani Kahale', 'admin'],
    ]);
    expect(history[3]).toMatchObject({ type: 'PayoutFulfilled', payoutMethod: 'zelle', notes: 'Zelle #4471' });
    expect(history[3].occurredAt).toBe(clock.now().toISOString());

    // The details dialog's list: the salesperson's appointments, newest first.
    const listed = (await http().get(`/api/admin/users/${salespersonId}/appointments`).set(admin).expect(200)).body;
    expect(listed.map((a: { id: string }) => a.id)).toEqual([second, first]);
  });

  it('refuses bad changes with the rule\'s message and appends nothing', async () => {
    startWeek(1);
    const id = await book(dayOfWeek(1, 3), '8:30 AM', 'Cara');
    const before = await eventCount();
    const send = async (body: unknown) => {
      const res = await http().patch(`/api/admin/appointments/${id}`).set(admin).set('content-type', 'application/json').send(JSON.stringify(body));
      return [res.status, res.body.message];
    };
    expect(await send({ estimatedPrice: '1.00' })).toEqual([400, ONLY_STATUS_FIELDS]);
    expect(await send({ status: 'completed', commission: '999.00' })).toEqual([400, ONLY_STATUS_FIELDS]);
    expect(await send({})).toEqual([400, NOTHING_TO_UPDATE]);
    expect(await send([])).toEqual([400, NOTHING_TO_UPDATE]);
    expect(await send({ status: 'in-progress' })).toEqual([400, INVALID_APPOINTMENT_STATUS]);
    expect(await send({ payoutStatus: 'paid' })).toEqual([400, INVALID_PAYOUT_STATUS]);
    expect(await send({ isConfirmed: 'yes' })).toEqual([400, INVALID_IS_CONFIRMED]);
    expect(await send({ status: null })).toEqual([400, INVALID_APPOINTMENT_STATUS]);
    expect(await send({ payoutStatus: null })).toEqual([400, INVALID_PAYOUT_STATUS]);
    expect(await send({ isConfirmed: null })).toEqual([400, INVALID_IS_CONFIRMED]);
    expect(await send({ isConfirmed: 'true' })).toEqual([400, INVALID_IS_CONFIRMED]);
    expect((await send('completed'))[0]).toBe(400);
    const fulfil = async (body: object, path = id) => {
      const res = await http().post(`/api/admin/fulfill-payout/${path}`).set(admin).send(body);
      return [res.status, res.body.message];
    };
    expect(await fulfil({})).toEqual([400, INVALID_PAYOUT_METHOD]);
    expect(await fulfil({ payoutMethod: 'bitcoin' })).toEqual([400, INVALID_PAYOUT_METHOD]);
    expect(await fulfil({ payoutMethod: 'cash', notes: 'x'.repeat(NOTES_MAX + 1) })).toEqual([400, PAYOUT_NOTES_TOO_LONG]);
    expect(await fulfil({ payoutMethod: 'cash', notes: 7 })).toEqual([400, NOTES_NOT_TEXT]);
    expect(await fulfil({ payoutMethod: 'cash' }, 'not-a-uuid')).toEqual([404, APPOINTMENT_NOT_FOUND]);
    expect(await fulfil({ payoutMethod: 'cash' }, '00000000-0000-4000-8000-000000000000')).toEqual([404, APPOINTMENT_NOT_FOUND]);
    expect((await http().patch('/api/admin/appointments/nope').set(admin).send({ isConfirmed: true })).status).toBe(404);
    expect((await http().patch('/api/admin/appointments/00000000-0000-4000-8000-000000000000').set(admin).send({ isConfirmed: true })).body).toEqual({
      statusCode: 404,
      message: APPOINTMENT_NOT_FOUND,
    });
    expect((await http().get('/api/admin/users/not-a-uuid/appointments').set(admin)).body).toEqual({ statusCode: 404, message: SALESPERSON_NOT_FOUND });
    expect(await eventCount()).toBe(before);
  });

  it('a double click pays once: the same Idempotency-Key twice at once records one PayoutFulfilled', async () => {
    startWeek(2);
    const id = await book(dayOfWeek(2, 1), '8:30 AM', 'Dee');
    onTheDay(dayOfWeek(2, 1));
    await patch(id, { status: 'completed' }).expect(200);
    const key = `fulfil-${id}`;
    const [a, b] = await Promise.all(
      [0, 1].map(() => http().post(`/api/admin/fulfill-payout/${id}`).set(admin).set('idempotency-key', key).send({ payoutMethod: 'cash', notes: 'receipt 9' })),
    );
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect(a!.text).toBe(b!.text);
    expect((await streamTypes(id)).filter((type) => type === 'PayoutFulfilled')).toHaveLength(1);
    // The same key with another body is a different request: refused.
    const reused = await http().post(`/api/admin/fulfill-payout/${id}`).set(admin).set('idempotency-key', key).send({ payoutMethod: 'venmo' }).expect(409);
    expect(reused.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
  });

  it('two fulfil calls at once without a key: one pays, the other is told it is already paid', async () => {
    startWeek(3);
    const id = await book(dayOfWeek(3, 1), '10:30 AM', 'Eli');
    onTheDay(dayOfWeek(3, 1));
    await patch(id, { status: 'completed' }).expect(200);
    const results = await Promise.all(Array.from({ length: 5 }, () => http().post(`/api/admin/fulfill-payout/${id}`).set(admin).send({ payoutMethod: 'check' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(PAYOUT_ALREADY_FULFILLED);
    expect((await streamTypes(id)).filter((type) => type === 'PayoutFulfilled')).toHaveLength(1);
  });

  it('concurrent conflicting changes: one wins, the other gets 409, and the state obeys the rules', async () => {
    startWeek(4);
    for (const [i, time] of (['8:30 AM', '10:30 AM', '12:30 PM'] as const).entries()) {
      const id = await book(dayOfWeek(4, 1), time, `Fay ${i}`);
      onTheDay(dayOfWeek(4, 1));
      await patch(id, { status: 'completed' }).expect(200);
      const [paid, unserviced] = await Promise.all([patch(id, { payoutStatus: 'fulfilled' }), patch(id, { status: 'scheduled' })]);
      expect([paid.status, unserviced.status].sort()).toEqual([200, 409]);
      const types = await streamTypes(id);
      // Never both: a payout on an appointment that is not serviced.
      expect(types.slice(2)).toHaveLength(1);
      expect(['PayoutFulfilled', 'AppointmentServiceReverted']).toContain(types[2]);
    }
  });

  it('Reset for Rollout: one event; every appointment-derived view is empty, slots free again, reservations and users stay, the log keeps it all', async () => {
    startWeek(5);
    const date = dayOfWeek(5, 2);
    const old = await book(date, '8:30 AM', 'Gus');
    onTheDay(date);
    await patch(old, { status: 'completed' }).expect(200);
    const reserved = await http().post('/api/admin/reservations').set(admin).send({ reservationDate: date, reservationTime: '12:30 PM', customerName: 'Fleet' }).expect(201);
    expect((await http().get(`/api/available-times/${date}`).set(salesperson)).body).toEqual(['10:30 AM']);
    const bookedBefore = Number((await t.dataSource.query<{ n: string }[]>("SELECT count(*) AS n FROM events WHERE type = 'AppointmentBooked'"))[0]!.n);

    // Without an admin token: refused, nothing appended.
    const before = await eventCount();
    await http().delete('/api/admin/reset-appointments').set('x-forwarded-for', clientAddress()).expect(401);
    await http().delete('/api/admin/reset-appointments').set(salesperson).expect(401);
    expect(await eventCount()).toBe(before);

    const reset = await http().delete('/api/admin/reset-appointments').set(admin).expect(200);
    expect(reset.body).toEqual({ message: RESET_SUCCESS, resetAt: expect.any(String) });
    expect(await eventCount()).toBe(before + 1);
    expect((await t.dataSource.query<{ type: string }[]>("SELECT type FROM events WHERE stream_id = 'system'")).map((e) => e.type)).toEqual(['AppointmentsReset']);

    expect((await http().get('/api/appointments').set(salesperson).expect(200)).body).toEqual([]);
    expect((await http().get('/api/metrics').set(salesperson).expect(200)).body).toEqual({ totalReferrals: 0, successRate: 0, thisMonth: 0, completedServices: 0 });
    expect((await http().get('/api/admin/appointment-metrics').set(admin).expect(200)).body).toEqual({ totalBooked: 0, totalConfirmed: 0, unconfirmed: 0 });
    expect((await http().get('/api/admin/pending-payouts').set(admin).expect(200)).body).toEqual([]);
    expect(await me()).toMatchObject({ mtdAppointments: 0, confirmedAppointments: 0, servicedAppointments: 0, mtdCommission: 0, ytdCommission: 0 });
    expect((await http().get(`/api/admin/users/${salespersonId}/appointments`).set(admin).expect(200)).body).toEqual([]);
    // The old appointment can no longer be changed or paid.
    await patch(old, { payoutStatus: 'fulfilled' }).expect(404);
    await http().post(`/api/admin/fulfill-payout/${old}`).set(admin).send({ payoutMethod: 'cash' }).expect(404);

    // The booked slot is free again (the slot stream counts this generation only); the reservation holds.
    expect((await http().get(`/api/available-times/${date}`).set(salesperson)).body).toEqual(['8:30 AM', '10:30 AM']);
    const fresh = await book(date, '8:30 AM', 'Hana');
    await http().post('/api/appointments').set(salesperson).send(booking(date, '8:30 AM', 'Ike')).expect(409);
    await http().post('/api/appointments').set(salesperson).send(booking(date, '12:30 PM', 'Ike')).expect(409);
    expect((await http().get('/api/admin/reservations').set(admin).expect(200)).body.find((r: { id: string }) => r.id === reserved.body.id).status).toBe('active');
    expect((await http().get('/api/appointments').set(salesperson).expect(200)).body.map((a: { id: string }) => a.id)).toEqual([fresh]);

    // The event log keeps everything, and the history of a reset appointment is still readable.
    expect(Number((await t.dataSource.query<{ n: string }[]>("SELECT count(*) AS n FROM events WHERE type = 'AppointmentBooked'"))[0]!.n)).toBe(bookedBefore + 1);
    expect((await http().get(`/api/admin/appointments/${old}/history`).set(admin).expect(200)).body.map((h: { type: string }) => h.type)).toEqual([
      'AppointmentBooked',
      'AppointmentServiced',
    ]);

    // Replaying the log from zero gives the same list as the live one.
    const live = await t.dataSource.query('SELECT * FROM appointments_list ORDER BY id');
    await t.runner.rebuild(t.registry.get('appointments'));
    expect(await t.dataSource.query('SELECT * FROM appointments_list ORDER BY id')).toEqual(live);
  });

  it('a reset racing 30 bookings: every booking lands wholly before or wholly after it', async () => {
    startWeek(6);
    const date = dayOfWeek(6, 1);
    const slots = ['8:30 AM', '10:30 AM', '12:30 PM'] as const;
    const bookings = Array.from({ length: 30 }, (_, i) =>
      http().post('/api/appointments').set(salesperson).send(booking(date, slots[i % 3]!, `Racer ${i}`)),
    );
    const [resetResult, ...results] = await Promise.all([http().delete('/api/admin/reset-appointments').set(admin), ...bookings]);
    expect(resetResult!.status).toBe(200);
    const won = results.filter((r) => r.status === 201);
    const listed = (await http().get('/api/appointments').set(salesperson).expect(200)).body as { id: string }[];
    // What the list shows is exactly the bookings that committed after the reset; every slot at most once.
    const [{ position }] = await t.dataSource.query<{ position: string }[]>(
      "SELECT global_position AS position FROM events WHERE type = 'AppointmentsReset' ORDER BY global_position DESC LIMIT 1",
    );
    const after = await t.dataSource.query<{ id: string }[]>(
      "SELECT data->>'appointmentId' AS id FROM events WHERE type = 'AppointmentBooked' AND global_position > $1 AND data->>'appointmentDate' = $2",
      [position, date],
    );
    expect(listed.map((a) => a.id).sort()).toEqual(after.map((a) => a.id).sort());
    expect(listed.length).toBeLessThanOrEqual(3);
    expect(won.length).toBeGreaterThanOrEqual(listed.length);
    expect(won.length).toBeLessThanOrEqual(6);
  });

  it('a long pending list goes compressed to a browser that takes it, and reads the same as the plain answer', async () => {
    startWeek(7);
    const times = ['8:30 AM', '10:30 AM', '12:30 PM'] as const;
    const slots = [7, 8, 9].flatMap((week) => [0, 1, 2, 3, 4].flatMap((weekday) => times.map((time) => [dayOfWeek(week, weekday), time] as const)));
    const ids: string[] = [];
    for (const [date, time] of slots) ids.push(await book(date, time, `Customer with a longer name ${ids.length}`));
    onTheDay(dayOfWeek(9, 4));
    for (const id of ids) await patch(id, { status: 'completed' }).expect(200);

    const pendingAs = (encoding: string) => http().get('/api/admin/pending-payouts').set(admin).set('accept-encoding', encoding).expect(200);
    const plain = await pendingAs('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.text.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect((plain.body as { id: string }[]).map((item) => item.id).sort()).toEqual([...ids].sort());
    for (const [accepts, sent] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip;q=1', 'gzip']] as const) {
      const compressed = await pendingAs(accepts);
      expect(compressed.headers['content-encoding']).toBe(sent);
      // A tenth of the bytes or less, and the same answer once unpacked.
      expect(Number(compressed.headers['content-length'])).toBeLessThan(plain.text.length / 10);
      expect(compressed.body).toEqual(plain.body);
    }
    // A client that takes neither gets the text.
    expect((await pendingAs('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });
});
