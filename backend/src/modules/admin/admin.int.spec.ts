// The admin's appointment lifecycle, money and Reset for Rollout, end to end over HTTP on the real
// Postgres and BullMQ-on-Redis (nothing mocked).
import request from 'supertest';
import { addDaysToDate, isWeekend, todayInZone, type DateString, type SlotTime } from '@tint/libs/slots';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { commandEventCount } from '../../platform/testing/event-counts.js';
import { clientAddress, ensureDemoAccounts, makeCaller } from '../../platform/testing/callers.js';
import { waitForProjections } from '../../platform/testing/wait-for-projections.js';

function weekdayAhead(n: number): DateString {
  let date = todayInZone(new Date(), 'Pacific/Honolulu');
  for (let found = 0; found < n; ) {
    date = addDaysToDate(date, 1);
    if (!isWeekend(date)) found++;
  }
  return date;
}

const booking = (date: DateString, time: SlotTime, customer: string) => ({
  customerFirstName: customer,
  customerLastName: 'Kealoha',
  customerEmail: 'lani@example.com',
  customerPhone: '8085550101',
  vehicleYear: '2022',
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  tintPackageId: 'ceramic',
  windowOption: 'full',
  vehicleSize: 'sedan',
  appointmentDate: date,
  appointmentTime: time,
  acknowledgeContact: true,
  acknowledgeServiceArea: true,
  acknowledgeDiscountPolicy: true,
});

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
    await waitForProjections(t.engine);
    return (await http().get('/api/admin/users').set(admin).expect(200)).body.find((u: { id: string }) => u.id === salespersonId);
  };
  const payoutDetails = async (period: 'MTD' | 'YTD') => {
    await waitForProjections(t.engine);
    return (await http().get(`/api/payout-details?period=${period}`).set(salesperson).expect(200)).body;
  };

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis' });
    await ensureDemoAccounts(t);
    admin = (await makeCaller(t, 'admin')).headers;
    salesperson = (await makeCaller(t, 'salesperson')).headers;
    salespersonId = (await http().get('/api/auth/user').set(salesperson).expect(200)).body.id;
  });
  afterAll(() => t.close());

  it('money agrees to the cent: book → confirm → service → fulfil, across pending payouts, tiles, metrics and history', async () => {
    const date = weekdayAhead(3);
    const first = await book(date, '8:30 AM', 'Ana');
    const second = await book(date, '10:30 AM', 'Ben');

    expect((await http().get('/api/admin/appointment-metrics').set(admin).expect(200)).body).toEqual({ totalBooked: 2, totalConfirmed: 0, unconfirmed: 2 });
    expect((await patch(first, { isConfirmed: true }).expect(200)).body).toMatchObject({ id: first, isConfirmed: true, status: 'scheduled', payoutStatus: 'pending' });
    expect((await http().get('/api/admin/appointment-metrics').set(admin).expect(200)).body).toEqual({ totalBooked: 2, totalConfirmed: 1, unconfirmed: 1 });

    // Paid before serviced: refused, nothing appended.
    const before = await eventCount();
    const early = await patch(first, { payoutStatus: 'fulfilled' }).expect(409);
    expect(early.body.message).toBe('Mark the appointment as serviced before marking the payout as paid');
    const earlyFulfil = await http().post(`/api/admin/fulfill-payout/${first}`).set(admin).send({ payoutMethod: 'venmo' }).expect(409);
    expect(earlyFulfil.body.message).toBe('Mark the appointment as serviced before marking the payout as paid');
    expect(await eventCount()).toBe(before);

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
        salespersonName: 'Kai Makoa',
        appointmentDate: date,
        appointmentTime: '8:30 AM',
        customerFirstName: 'Ana',
        customerLastName: 'Kealoha',
        vehicleYear: '2022',
        vehicleMake: 'Toyota',
        vehicleModel: 'Camry',
        estimatedPrice: '572.00',
        commission: '25.00',
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
      mtdCommission: 50,
      ytdCommission: 50,
    });
    expect((await http().get('/api/metrics').set(salesperson).expect(200)).body).toMatchObject({ totalReferrals: 2, successRate: 100, thisMonth: 2 });
    // The salesperson's own payout details: one paid (the second, ticked paid), one pending.
    for (const period of ['MTD', 'YTD'] as const) {
      expect(await payoutDetails(period)).toMatchObject({
        totalPaidThisMonth: '25.00',
        totalPaidThisYear: '25.00',
        pendingThisWeek: '25.00',
        pendingThisMonth: '25.00',
        pendingThisYear: '25.00',
        potentialRemainingMonth: '0.00',
        potentialRemainingYear: '0.00',
      });
    }

    const pendingTotal = pending.reduce((sum: number, p: { commission: string }) => sum + Math.round(Number(p.commission) * 100), 0);
    expect(pendingTotal).toBe(2500);
    const paid = await http().post(`/api/admin/fulfill-payout/${first}`).set(admin).send({ payoutMethod: 'zelle', notes: '  Zelle #4471 ' }).expect(200);
    expect(paid.body).toMatchObject({ id: first, status: 'completed', payoutStatus: 'fulfilled', commission: '25.00' });
    expect((await http().get('/api/admin/pending-payouts').set(admin).expect(200)).body).toEqual([]);
    expect(await payoutDetails('MTD')).toMatchObject({ totalPaidThisMonth: '50.00', pendingThisWeek: '0.00', pendingThisMonth: '0.00' });
    expect(await me()).toMatchObject({ servicedAppointments: 2, mtdCommission: 50, ytdCommission: 50 });
    const again = await http().post(`/api/admin/fulfill-payout/${first}`).set(admin).send({ payoutMethod: 'zelle' }).expect(409);
    expect(again.body.message).toBe('This payout has already been marked as paid');

    // Unticking in the wrong order is refused; in the right order it goes through.
    const wrongOrder = await patch(first, { status: 'scheduled' }).expect(409);
    expect(wrongOrder.body.message).toBe('Unmark the payout before marking the appointment as not serviced');
    await patch(first, { payoutStatus: 'pending' }).expect(200);
    expect((await http().get('/api/admin/pending-payouts').set(admin).expect(200)).body.map((p: { id: string }) => p.id)).toEqual([first]);
    await patch(first, { status: 'scheduled' }).expect(200);
    expect(await me()).toMatchObject({ servicedAppointments: 1, mtdCommission: 25, ytdCommission: 25 });
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
      ['Booked', 'Kai Makoa', 'salesperson'],
      ['Confirmed', 'Leilani Kahale', 'admin'],
      ['Serviced', 'Leilani Kahale', 'admin'],
      ['Paid', 'Leilani Kahale', 'admin'],
      ['Payout marked pending', 'Leilani Kahale', 'admin'],
      ['Marked not serviced', 'Leilani Kahale', 'admin'],
    ]);
    expect(history[3]).toMatchObject({ type: 'PayoutFulfilled', payoutMethod: 'zelle', notes: 'Zelle #4471' });
    expect(new Date(history[3].occurredAt).getTime()).toBeLessThanOrEqual(Date.now());

    // The details dialog's list: the salesperson's appointments, newest first.
    const listed = (await http().get(`/api/admin/users/${salespersonId}/appointments`).set(admin).expect(200)).body;
    expect(listed.map((a: { id: string }) => a.id)).toEqual([second, first]);
  });

  it('refuses bad changes with the rule\'s message and appends nothing', async () => {
    const id = await book(weekdayAhead(4), '8:30 AM', 'Cara');
    const before = await eventCount();
    const send = async (body: unknown) => {
      const res = await http().patch(`/api/admin/appointments/${id}`).set(admin).set('content-type', 'application/json').send(JSON.stringify(body));
      return [res.status, res.body.message];
    };
    expect(await send({ estimatedPrice: '1.00' })).toEqual([400, 'Only status, payoutStatus and isConfirmed can be changed']);
    expect(await send({ status: 'completed', commission: '999.00' })).toEqual([400, 'Only status, payoutStatus and isConfirmed can be changed']);
    expect(await send({})).toEqual([400, 'Send at least one of status, payoutStatus or isConfirmed']);
    expect(await send([])).toEqual([400, 'Send at least one of status, payoutStatus or isConfirmed']);
    expect(await send({ status: 'in-progress' })).toEqual([400, 'status must be scheduled or completed']);
    expect(await send({ payoutStatus: 'paid' })).toEqual([400, 'payoutStatus must be pending or fulfilled']);
    expect(await send({ isConfirmed: 'yes' })).toEqual([400, 'isConfirmed must be true or false']);
    expect(await send({ status: null })).toEqual([400, 'status must be scheduled or completed']);
    expect(await send({ payoutStatus: null })).toEqual([400, 'payoutStatus must be pending or fulfilled']);
    expect(await send({ isConfirmed: null })).toEqual([400, 'isConfirmed must be true or false']);
    expect(await send({ isConfirmed: 'true' })).toEqual([400, 'isConfirmed must be true or false']);
    expect((await send('completed'))[0]).toBe(400);
    const fulfil = async (body: object, path = id) => {
      const res = await http().post(`/api/admin/fulfill-payout/${path}`).set(admin).send(body);
      return [res.status, res.body.message];
    };
    expect(await fulfil({})).toEqual([400, 'Payment method must be one of venmo, paypal, zelle, cash, check, other']);
    expect(await fulfil({ payoutMethod: 'bitcoin' })).toEqual([400, 'Payment method must be one of venmo, paypal, zelle, cash, check, other']);
    expect(await fulfil({ payoutMethod: 'cash', notes: 'x'.repeat(1001) })).toEqual([400, 'Notes must be at most 1000 characters']);
    expect(await fulfil({ payoutMethod: 'cash', notes: 7 })).toEqual([400, 'Notes must be text']);
    expect(await fulfil({ payoutMethod: 'cash' }, 'not-a-uuid')).toEqual([404, 'Appointment not found']);
    expect(await fulfil({ payoutMethod: 'cash' }, '00000000-0000-4000-8000-000000000000')).toEqual([404, 'Appointment not found']);
    expect((await http().patch('/api/admin/appointments/nope').set(admin).send({ isConfirmed: true })).status).toBe(404);
    expect((await http().patch('/api/admin/appointments/00000000-0000-4000-8000-000000000000').set(admin).send({ isConfirmed: true })).body).toEqual({
      statusCode: 404,
      message: 'Appointment not found',
    });
    expect((await http().get('/api/admin/users/not-a-uuid/appointments').set(admin)).body).toEqual({ statusCode: 404, message: 'Salesperson not found' });
    expect(await eventCount()).toBe(before);
  });

  it('a double click pays once: the same Idempotency-Key twice at once records one PayoutFulfilled', async () => {
    const id = await book(weekdayAhead(5), '8:30 AM', 'Dee');
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
    expect(reused.body.message).toBe('This Idempotency-Key was already used for a different request.');
  });

  it('two fulfil calls at once without a key: one pays, the other is told it is already paid', async () => {
    const id = await book(weekdayAhead(5), '10:30 AM', 'Eli');
    await patch(id, { status: 'completed' }).expect(200);
    const results = await Promise.all(Array.from({ length: 5 }, () => http().post(`/api/admin/fulfill-payout/${id}`).set(admin).send({ payoutMethod: 'check' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('This payout has already been marked as paid');
    expect((await streamTypes(id)).filter((type) => type === 'PayoutFulfilled')).toHaveLength(1);
  });

  it('concurrent conflicting changes: one wins, the other gets 409, and the state obeys the rules', async () => {
    for (const [i, time] of (['8:30 AM', '10:30 AM', '12:30 PM'] as const).entries()) {
      const id = await book(weekdayAhead(6), time, `Fay ${i}`);
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
    const date = weekdayAhead(8);
    const old = await book(date, '8:30 AM', 'Gus');
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
    expect(reset.body).toEqual({ message: 'All appointments cleared successfully', resetAt: expect.any(String) });
    expect(await eventCount()).toBe(before + 1);
    expect((await t.dataSource.query<{ type: string }[]>("SELECT type FROM events WHERE stream_id = 'system'")).map((e) => e.type)).toEqual(['AppointmentsReset']);

    expect((await http().get('/api/appointments').set(salesperson).expect(200)).body).toEqual([]);
    expect((await http().get('/api/metrics').set(salesperson).expect(200)).body).toEqual({ totalReferrals: 0, successRate: 0, thisMonth: 0 });
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
    await t.runner.rebuild(t.engine.get('appointments'));
    expect(await t.dataSource.query('SELECT * FROM appointments_list ORDER BY id')).toEqual(live);
  });

  it('a reset racing 30 bookings: every booking lands wholly before or wholly after it', async () => {
    const date = weekdayAhead(9);
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
});
