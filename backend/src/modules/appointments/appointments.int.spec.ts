import request from 'supertest';
import { addDaysToDate, isWeekend, todayInZone, type DateString } from '@tint/libs/slots';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { commandEventCount } from '../../platform/testing/event-counts.js';
import { clientAddress } from '../../platform/testing/callers.js';
import { SESSION_COOKIE, Sessions } from '../auth/sessions.js';

const ZONE = 'Pacific/Honolulu';
/** The n-th weekday after today in the business zone. */
function weekdayAhead(n: number): DateString {
  let date = todayInZone(new Date(), ZONE);
  for (let found = 0; found < n; ) {
    date = addDaysToDate(date, 1);
    if (!isWeekend(date)) found++;
  }
  return date;
}

const booking = (overrides: Record<string, unknown> = {}) => ({
  customerFirstName: 'Lani',
  customerLastName: 'Kealoha',
  customerEmail: 'lani@example.com',
  customerPhone: '8085550101',
  vehicleYear: '2022',
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  tintPackageId: 'ceramic',
  appointmentDate: weekdayAhead(3),
  appointmentTime: '8:30 AM',
  acknowledgeContact: true,
  acknowledgeServiceArea: true,
  acknowledgeDiscountPolicy: true,
  estimatedPrice: '1.00',
  commission: '999',
  ...overrides,
});

describe('booking appointments', () => {
  let t: TestApp;
  let n = 0;
  const http = () => request(t.app.getHttpServer());

  /** A signed-up salesperson's session cookie. */
  async function salesperson(name: string): Promise<{ cookie: string; email: string }> {
    const email = `${name}.${++n}.${Date.now()}@example.com`;
    const res = await http()
      .post('/api/signup')
      .set('x-forwarded-for', clientAddress())
      .send({ firstName: name, lastName: 'Tester', email, phoneNumber: '8085550000', company: 'Maui Toyota', password: 'long password' })
      .expect(201);
    return { cookie: `${SESSION_COOKIE}=${await t.app.get(Sessions).create(res.body.id)}`, email };
  }

  const countEvents = (streamPrefix = '') => commandEventCount(t, streamPrefix);

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', env: { BUSINESS_TIMEZONE: ZONE } });
  });
  afterAll(() => t.close());

  it('books at the server\'s price and commission, whatever the client sends, and lists it newest first', async () => {
    const { cookie } = await salesperson('Kai');
    const withSelection = await http()
      .post('/api/appointments')
      .set('cookie', cookie)
      .send(booking({ appointmentTime: '10:30 AM', windowOption: 'full', vehicleSize: 'sedan' }))
      .expect(201);
    // Full vehicle, sedan, ceramic: 635.00, 10% off rounded → 572.00.
    expect(withSelection.body).toMatchObject({ estimatedPrice: '572.00', commission: '25.00', status: 'scheduled', payoutStatus: 'pending', isConfirmed: false });
    const fallback = await http()
      .post('/api/appointments')
      .set('cookie', cookie)
      .send(booking({ appointmentTime: '12:30 PM', vehicleMake: 'BMW', vehicleModel: 'X5', tintPackageId: 'signature' }))
      .expect(201);
    expect(fallback.body).toMatchObject({ estimatedPrice: '800.00', commission: '25.00' }); // luxury wins over SUV

    const list = await http().get('/api/appointments').set('cookie', cookie).expect(200);
    expect(list.body.map((a: { id: string }) => a.id)).toEqual([fallback.body.id, withSelection.body.id]);
    expect(await http().get('/api/metrics').set('cookie', cookie).expect(200).then((r) => r.body)).toEqual({ totalReferrals: 2, successRate: 0, thisMonth: 2 });
  });

  it('lets exactly one of 50 concurrent bookings take a slot of capacity 1', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, (_, i) => salesperson(`Racer${i}`)));
    const date = weekdayAhead(5);
    const slot = `slot-${date}-830AM`;
    const before = await countEvents();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        http().post('/api/appointments').set('cookie', people[i % 5]!.cookie).send(booking({ appointmentDate: date, customerFirstName: `Customer ${i}` })),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const lost of results.filter((r) => r.status === 409)) {
      expect(lost.body).toEqual({ statusCode: 409, message: 'That time slot is no longer available. Please choose another time.' });
    }
    expect(await countEvents(slot)).toBe(1);
    expect(await countEvents()).toBe(before + 2); // one AppointmentBooked, one SlotClaimed
    const times = await http().get(`/api/available-times/${date}`).set('cookie', people[0]!.cookie).expect(200);
    expect(times.body).toEqual(['10:30 AM', '12:30 PM']);
  });

  it('answers a retry with the same Idempotency-Key with the first answer and books nothing new', async () => {
    const { cookie } = await salesperson('Retry');
    const body = booking({ appointmentDate: weekdayAhead(6), appointmentTime: '12:30 PM' });
    const first = await http().post('/api/appointments').set('cookie', cookie).set('idempotency-key', 'booking-42').send(body).expect(201);
    const events = await countEvents();
    const again = await http().post('/api/appointments').set('cookie', cookie).set('idempotency-key', 'booking-42').send(body).expect(201);
    expect(again.text).toBe(first.text);
    expect(await countEvents()).toBe(events);
    const other = await http().post('/api/appointments').set('cookie', cookie).set('idempotency-key', 'booking-42').send({ ...body, appointmentTime: '10:30 AM' }).expect(409);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different request.');
    await http().post('/api/appointments').set('cookie', cookie).set('idempotency-key', 'bad key!').send(body).expect(400);
  });

  it('refuses weekends, past dates and unknown slots, and says which', async () => {
    const { cookie } = await salesperson('Dates');
    let saturday = todayInZone(new Date(), ZONE);
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDaysToDate(saturday, 1);
    const send = (overrides: Record<string, unknown>) => http().post('/api/appointments').set('cookie', cookie).send(booking(overrides));
    expect((await send({ appointmentDate: saturday }).expect(400)).body.message).toBe('Appointments can only be booked on weekdays from today on');
    expect((await send({ appointmentDate: '2020-01-06' }).expect(400)).body.message).toBe('Appointments can only be booked on weekdays from today on');
    expect((await send({ appointmentTime: '9:00 AM' }).expect(400)).body.message).toBe('Time must be one of 8:30 AM, 10:30 AM, 12:30 PM');
    expect(await http().get(`/api/available-times/${saturday}`).set('cookie', cookie).expect(200).then((r) => r.body)).toEqual([]);
    expect(await http().get('/api/available-times/2026-02-30').set('cookie', cookie).expect(400).then((r) => r.body.message)).toBe(
      'Date must be a valid date in YYYY-MM-DD format',
    );
  });

  it('never shows one salesperson another\'s appointments, by any parameter or header', async () => {
    const a = await salesperson('Alice');
    const b = await salesperson('Bob');
    await http().post('/api/appointments').set('cookie', a.cookie).send(booking({ appointmentDate: weekdayAhead(7) })).expect(201);
    expect(await http().get('/api/appointments').set('cookie', b.cookie).expect(200).then((r) => r.body)).toEqual([]);
    await http().get(`/api/appointments?email=${encodeURIComponent(a.email)}`).set('cookie', b.cookie).expect(403);
    await http().get('/api/appointments').set('cookie', b.cookie).set('x-user-email', a.email).expect(403);
    await http().get(`/api/appointments?email=${encodeURIComponent(a.email)}&email=${encodeURIComponent(b.email)}`).set('cookie', b.cookie).expect(403);
    const own = await http().get(`/api/appointments?email=${encodeURIComponent(b.email.toUpperCase())}`).set('cookie', b.cookie).set('x-user-email', b.email).expect(200);
    expect(own.body).toEqual([]);
    expect(await http().get('/api/metrics').set('cookie', b.cookie).then((r) => r.body.totalReferrals)).toBe(0);
  });

  it('makes test bookings without a salesperson at 600.00 and 25.00, kept out of every salesperson\'s figures', async () => {
    const res = await http()
      .post('/api/test-appointments')
      .set('x-forwarded-for', clientAddress())
      .send({ ...booking({ appointmentDate: weekdayAhead(8) }), acknowledgeContact: undefined, acknowledgeServiceArea: undefined, acknowledgeDiscountPolicy: undefined, customerEmail: '' })
      .expect(201);
    expect(res.body).toMatchObject({ isTest: true, estimatedPrice: '600.00', commission: '25.00', customerEmail: null });
    const [row] = await t.dataSource.query<{ salesperson_id: string | null; is_test: boolean }[]>('SELECT salesperson_id, is_test FROM appointments_list WHERE id = $1', [res.body.id]);
    expect(row).toEqual({ salesperson_id: null, is_test: true });
  });

  it('stores text that looks like an injection verbatim, and refuses it where it is not valid', async () => {
    const { cookie } = await salesperson('Injection');
    const name = "Robert'); DROP TABLE appointments_list;--";
    const res = await http().post('/api/appointments').set('cookie', cookie).send(booking({ appointmentDate: weekdayAhead(9), customerFirstName: name, vehicleModel: '<script>alert(1)</script>' })).expect(201);
    expect(res.body.customerFirstName).toBe(name);
    expect((await http().get('/api/appointments').set('cookie', cookie)).body[0].vehicleModel).toBe('<script>alert(1)</script>');
    const sent = (overrides: Record<string, unknown>) => http().post('/api/appointments').set('cookie', cookie).send(booking(overrides)).then((r) => [r.status, r.body.message]);
    expect(await sent({ tintPackageId: "ceramic' OR '1'='1" })).toEqual([400, 'Invalid tint package']);
    expect(await sent({ appointmentDate: "2026-12-01'; --" })).toEqual([400, 'Date must be a valid date in YYYY-MM-DD format']);
  });
});

describe('test bookings switched off', () => {
  it('answers 404', async () => {
    const t = await createTestApp({ queue: 'postgres', env: { TEST_BOOKING_ENABLED: 'false' } });
    try {
      await request(t.app.getHttpServer()).post('/api/test-appointments').send({ ...booking(), customerEmail: 'a@example.com' }).expect(404);
    } finally {
      await t.close();
    }
  });
});
