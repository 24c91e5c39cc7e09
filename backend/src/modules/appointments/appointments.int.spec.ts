import request from 'supertest';
import {
  APPOINTMENTS_LIMIT_MAX,
  DEFAULT_BUSINESS_TIMEZONE as ZONE,
  DEFAULT_COMMISSION_CENTS,
  TEST_BOOKING_COMMISSION_CENTS,
  TEST_BOOKING_PRICE_CENTS,
} from '@tint/libs/constants';
import { centsToDecimal } from '@tint/libs/money';
import { FALLBACK_PRICES_CENTS, priceForSelection } from '@tint/libs/prices';
import {
  APPOINTMENTS_LIMIT_INVALID,
  DATE_NOT_BOOKABLE,
  IDEMPOTENCY_KEY_REUSED,
  INVALID_DATE,
  INVALID_SLOT_TIME,
  INVALID_TINT_PACKAGE,
  SLOT_TAKEN,
} from '@tint/libs/validation-messages';
import { addDaysToDate, SLOT_TIMES, todayInZone } from '@tint/libs/slots';
import { bookingBody, weekdayAhead } from '../../../test/support/bookings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { commandEventCount } from '../../../test/support/event-counts.js';
import { signedUpSalesperson } from '../../../test/support/salespeople.js';
import { clientAddress, ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';
import { AppointmentsQueries } from './appointments.queries.js';

/** The client's own price and commission are sent (and ignored: the server decides both). */
const booking = (overrides: Record<string, unknown> = {}) => bookingBody({ estimatedPrice: '1.00', commission: '999', ...overrides });
/** The commission the server fixes at booking time (the test app runs on the default configuration). */
const COMMISSION = centsToDecimal(DEFAULT_COMMISSION_CENTS);

describe('booking appointments', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  /** A signed-up salesperson's session cookie. */
  const salesperson = (name: string) => signedUpSalesperson(t, name);

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
    // Full vehicle, sedan, ceramic: the table price, 10% off rounded (libs' spec pins 635.00 → 572.00).
    const discounted = centsToDecimal(priceForSelection('ceramic', 'full', 'sedan').discountedCents);
    expect(withSelection.body).toMatchObject({ estimatedPrice: discounted, commission: COMMISSION, status: 'scheduled', payoutStatus: 'pending', isConfirmed: false });
    const fallback = await http()
      .post('/api/appointments')
      .set('cookie', cookie)
      .send(booking({ appointmentTime: '12:30 PM', vehicleMake: 'BMW', vehicleModel: 'X5', tintPackageId: 'signature' }))
      .expect(201);
    expect(fallback.body).toMatchObject({ estimatedPrice: centsToDecimal(FALLBACK_PRICES_CENTS.signature.luxury), commission: COMMISSION }); // luxury wins over SUV

    const list = await http().get('/api/appointments').set('cookie', cookie).expect(200);
    expect(list.body.map((a: { id: string }) => a.id)).toEqual([fallback.body.id, withSelection.body.id]);
    expect(await http().get('/api/metrics').set('cookie', cookie).expect(200).then((r) => r.body)).toEqual({ totalReferrals: 2, successRate: 0, thisMonth: 2, completedServices: 0 });
  });

  it('gives the newest N appointments for ?limit=N, and refuses a limit that is not 1 to the maximum', async () => {
    const { cookie } = await salesperson('Lani');
    const ids: string[] = [];
    for (const time of SLOT_TIMES) {
      ids.unshift((await http().post('/api/appointments').set('cookie', cookie).send(booking({ appointmentDate: weekdayAhead(4), appointmentTime: time })).expect(201)).body.id);
    }
    const newest = async (limit: string) => (await http().get(`/api/appointments?limit=${limit}`).set('cookie', cookie).expect(200)).body.map((a: { id: string }) => a.id);
    expect(await newest('2')).toEqual(ids.slice(0, 2));
    expect(await newest('1')).toEqual(ids.slice(0, 1));
    expect(await newest(String(APPOINTMENTS_LIMIT_MAX))).toEqual(ids);
    for (const bad of ['0', '-1', '2.5', 'abc', String(APPOINTMENTS_LIMIT_MAX + 1), '', '99999999999']) {
      const res = await http().get(`/api/appointments?limit=${encodeURIComponent(bad)}`).set('cookie', cookie);
      expect({ bad, status: res.status, body: res.body }).toEqual({ bad, status: 400, body: { statusCode: 400, message: APPOINTMENTS_LIMIT_INVALID } });
    }
    const twice = await http().get('/api/appointments?limit=1&limit=2').set('cookie', cookie);
    expect(twice.status).toBe(400);

    // The newest N are written by PostgreSQL, the whole list by the API: the same appointments, field for field,
    // whatever the amounts (cents written as centsToDecimal writes them) and the flags.
    await t.dataSource.query('UPDATE appointments_list SET estimated_price_cents = 5, commission_cents = 123450, is_confirmed = true WHERE id = $1', [ids[0]]);
    await t.dataSource.query('UPDATE appointments_list SET estimated_price_cents = 100, commission_cents = 0 WHERE id = $1', [ids[1]]);
    const dashboard = await http().get(`/api/appointments?limit=${String(SLOT_TIMES.length)}`).set('cookie', cookie).expect(200);
    expect(dashboard.headers['content-type']).toBe('application/json; charset=utf-8');
    const whole = await http().get('/api/appointments').set('cookie', cookie).expect(200);
    expect(dashboard.body).toEqual(whole.body);
    expect(dashboard.body[0]).toMatchObject({ estimatedPrice: '0.05', commission: '1234.50', isConfirmed: true });
    expect(dashboard.body[1]).toMatchObject({ estimatedPrice: '1.00', commission: '0.00' });
    // Another salesperson, or one without appointments, gets an empty array.
    const { cookie: newcomer } = await salesperson('Newcomer');
    expect((await http().get('/api/appointments?limit=3').set('cookie', newcomer).expect(200)).body).toEqual([]);
  });

  it('streams a whole list longer than a page, a page at a time, as the same JSON array (salesperson and admin)', async () => {
    const { cookie, id } = await salesperson('Streamed');
    const ids: string[] = [];
    for (const [day, time] of [[11, '8:30 AM'], [11, '10:30 AM'], [11, '12:30 PM'], [12, '8:30 AM'], [12, '10:30 AM']] as const) {
      ids.unshift((await http().post('/api/appointments').set('cookie', cookie).send(booking({ appointmentDate: weekdayAhead(day), appointmentTime: time })).expect(201)).body.id);
    }
    const queries = t.app.get(AppointmentsQueries);
    const unpaged = (await http().get('/api/appointments').set('cookie', cookie).expect(200)).body as { id: string }[];
    expect(unpaged.map((a) => a.id)).toEqual(ids);
    await ensureDemoAccounts(t);
    const admin = await makeCaller(t, 'admin');
    const pageSize = queries.wholeListPage;
    try {
      for (const size of [2, 5]) {
        // 5 appointments in pages of 2 (the last one short) and of 5 (a full page, then an empty one).
        queries.wholeListPage = size;
        const mine = await http().get('/api/appointments').set('cookie', cookie).expect(200);
        expect(mine.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(mine.body).toEqual(unpaged);
        const theirs = await http().get(`/api/admin/users/${id}/appointments`).set(admin.headers).expect(200);
        expect(theirs.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(theirs.body).toEqual(unpaged);
      }
    } finally {
      queries.wholeListPage = pageSize;
    }
  });

  it("reads a salesperson's newest appointments off one index, in its order (no sort of all of them), and counts them from it", async () => {
    const { id } = await salesperson('Indexed');
    const plan = async (sql: string) =>
      (await t.dataSource.query<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${sql}`, [id])).map((row) => row['QUERY PLAN']).join('\n');
    // Whatever the statistics say (the table here is small and freshly written), the index gives the order itself.
    const newest = await plan('SELECT id FROM appointments_list WHERE salesperson_id = $1 AND NOT is_test ORDER BY created_at DESC, id DESC LIMIT 3');
    expect(newest).toContain('appointments_list_salesperson_newest_idx');
    expect(newest).not.toMatch(/Sort/);
    expect(await plan('SELECT count(*) FROM appointments_list WHERE salesperson_id = $1 AND NOT is_test')).toContain('appointments_list_salesperson_newest_idx');
    // A later page starts at its cursor in the index (an index condition, not a filter over every row before it).
    const later = await plan(
      "SELECT id FROM appointments_list WHERE salesperson_id = $1 AND NOT is_test AND (created_at, id) < ('2100-01-01T00:00:00Z'::timestamptz, '00000000-0000-0000-0000-000000000000'::uuid) ORDER BY created_at DESC, id DESC LIMIT 500",
    );
    expect(later).toMatch(/Index Cond: \(\(salesperson_id = .*\) AND \(ROW\(created_at, id\) < ROW\(/);
    expect(later).not.toMatch(/Sort/);
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
      expect(lost.body).toEqual({ statusCode: 409, message: SLOT_TAKEN });
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
    expect(other.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
    await http().post('/api/appointments').set('cookie', cookie).set('idempotency-key', 'bad key!').send(body).expect(400);
  });

  it('books a double tap once: the same Idempotency-Key twice at once gets one booking and the same answer twice', async () => {
    const { cookie } = await salesperson('DoubleTap');
    const body = booking({ appointmentDate: weekdayAhead(7), appointmentTime: '10:30 AM' });
    const events = await countEvents();
    const send = () => http().post('/api/appointments').set('cookie', cookie).set('idempotency-key', 'double-tap-7').send(body);
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.text).toBe(first.text);
    expect(await countEvents()).toBe(events + 2); // one AppointmentBooked, one SlotClaimed
  });

  it('refuses weekends, past dates and unknown slots, and says which', async () => {
    const { cookie } = await salesperson('Dates');
    let saturday = todayInZone(new Date(), ZONE);
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDaysToDate(saturday, 1);
    const send = (overrides: Record<string, unknown>) => http().post('/api/appointments').set('cookie', cookie).send(booking(overrides));
    expect((await send({ appointmentDate: saturday }).expect(400)).body.message).toBe(DATE_NOT_BOOKABLE);
    expect((await send({ appointmentDate: '2020-01-06' }).expect(400)).body.message).toBe(DATE_NOT_BOOKABLE);
    expect((await send({ appointmentTime: '9:00 AM' }).expect(400)).body.message).toBe(INVALID_SLOT_TIME);
    expect(await http().get(`/api/available-times/${saturday}`).set('cookie', cookie).expect(200).then((r) => r.body)).toEqual([]);
    expect(await http().get('/api/available-times/2026-02-30').set('cookie', cookie).expect(400).then((r) => r.body.message)).toBe(INVALID_DATE);
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

  it('makes test bookings without a salesperson at the fixed test price and commission, kept out of every salesperson\'s figures', async () => {
    const res = await http()
      .post('/api/test-appointments')
      .set('x-forwarded-for', clientAddress())
      .send({ ...booking({ appointmentDate: weekdayAhead(8) }), acknowledgeContact: undefined, acknowledgeServiceArea: undefined, acknowledgeDiscountPolicy: undefined, customerEmail: '' })
      .expect(201);
    expect(res.body).toMatchObject({
      isTest: true,
      estimatedPrice: centsToDecimal(TEST_BOOKING_PRICE_CENTS),
      commission: centsToDecimal(TEST_BOOKING_COMMISSION_CENTS),
      customerEmail: null,
    });
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
    expect(await sent({ tintPackageId: "ceramic' OR '1'='1" })).toEqual([400, INVALID_TINT_PACKAGE]);
    expect(await sent({ appointmentDate: "2026-12-01'; --" })).toEqual([400, INVALID_DATE]);
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
