// The admin audit log (issue 19, part 6) end to end over HTTP, on the real Postgres and BullMQ-on-Redis: every admin
// action read back from the event log with who, when, what and the request id; the window, kind and paging; the CSV;
// nothing personal in any answer; the 400s.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import type { AuditEntry, AuditPage } from '@tint/libs/api-types';
import { AUDIT_PAGE_MAX, shortId } from '@tint/libs/audit';
import { AUDIT_CSV_HEADERS, AUDIT_EVENT_LABELS } from '@tint/libs/texts/audit';
import { AUDIT_CURSOR_INVALID, AUDIT_LIMIT_INVALID, AUDIT_TYPE_INVALID, AUDIT_WINDOW_INVALID } from '@tint/libs/validation-messages';
import { DEMO_ADMIN } from '../src/modules/auth/demo-accounts.js';
import { EventTransactions } from '../src/platform/event-store/event-transactions.js';
import { bookingBody, CUSTOMER } from './support/bookings.js';
import { clientAddress, ensureDemoAccounts, makeCaller } from './support/callers.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { hst, TestClock } from './support/test-clock.js';

// Monday 3 June 2030, 9:00 in Honolulu; the appointment is on the Wednesday.
const clock = new TestClock(hst('2030-06-03T09:00'));
const MONDAY = '2030-06-03';
const WEDNESDAY = '2030-06-05';

describe('admin audit log', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let salesperson: Record<string, string>;
  let appointmentId: string;
  let reservationId: string;
  let closureId: string;
  const http = () => request(t.app.getHttpServer());
  const audit = (query: string) => http().get(`/api/admin/audit?${query}`).set(admin);
  const all = async (query: string): Promise<AuditEntry[]> => ((await audit(query).expect(200)).body as AuditPage).entries;
  /** One admin action with a request id of its own, a minute after the one before. */
  const as = (id: string) => {
    clock.advance(60_000);
    return { ...admin, 'x-request-id': id };
  };

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', clock });
    await ensureDemoAccounts(t);
    salesperson = (await makeCaller(t, 'salesperson')).headers;

    // The admin signs in through the route (one request id), then acts, each action with its own.
    const signedIn = await http().post('/api/admin/login').set({ 'x-forwarded-for': clientAddress(), 'x-request-id': 'req-sign-in' }).send({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }).expect(200);
    admin = { 'x-forwarded-for': clientAddress(), authorization: `Bearer ${signedIn.body.token}` };
    // A failed sign-in appends nothing.
    const before = await signInEvents();
    await http().post('/api/admin/login').set('x-forwarded-for', clientAddress()).send({ email: DEMO_ADMIN.email, password: 'not the password' }).expect(401);
    expect(await signInEvents()).toBe(before);

    // The salesperson's own action (a booking, request id of its own): never in the admin's log.
    appointmentId = (await http().post('/api/appointments').set({ ...salesperson, 'x-request-id': 'req-booking' }).send(bookingBody({ appointmentDate: WEDNESDAY, appointmentTime: '10:30 AM' })).expect(201)).body.id;

    await http().patch(`/api/admin/appointments/${appointmentId}`).set(as('req-confirm')).send({ isConfirmed: true }).expect(200);
    reservationId = (await http().post('/api/admin/reservations').set(as('req-reserve')).send({ reservationDate: '2030-06-06', reservationTime: '12:30 PM', customerName: 'Fleet' }).expect(201)).body.id;
    closureId = (await http().post('/api/admin/closures').set(as('req-close')).send({ startDate: '2030-06-10', endDate: '2030-06-11', reason: 'Training day' }).expect(201)).body.id;
    clock.set(hst(`${WEDNESDAY}T15:00`));
    await http().patch(`/api/admin/appointments/${appointmentId}`).set(as('req-service')).send({ status: 'completed' }).expect(200);
    await http().post(`/api/admin/fulfill-payout/${appointmentId}`).set(as('req-pay')).send({ payoutMethod: 'zelle', notes: 'Zelle #4471' }).expect(200);
    await http().delete(`/api/admin/reservations/${reservationId}`).set(as('req-unreserve')).expect(204);
    await http().delete('/api/admin/reset-appointments').set(as('req-reset')).expect(200);
  });
  afterAll(() => t.close());

  async function signInEvents(): Promise<number> {
    const [row] = await t.dataSource.query<{ n: number }[]>("SELECT count(*)::int AS n FROM events WHERE type = 'AdminSignedIn'");
    return row!.n;
  }

  it('lists every admin action, newest first, with who, when, what and the request id', async () => {
    const entries = await all(`from=${MONDAY}&to=${WEDNESDAY}`);
    expect(entries.map((e) => [e.kind, e.label, e.requestId])).toEqual([
      ['reset', AUDIT_EVENT_LABELS.AppointmentsReset, 'req-reset'],
      ['reservation', AUDIT_EVENT_LABELS.ReservationCancelled, 'req-unreserve'],
      ['pay', AUDIT_EVENT_LABELS.PayoutFulfilled, 'req-pay'],
      ['service', AUDIT_EVENT_LABELS.AppointmentServiced, 'req-service'],
      ['closure', AUDIT_EVENT_LABELS.ClosureCreated, 'req-close'],
      ['reservation', AUDIT_EVENT_LABELS.ReservationCreated, 'req-reserve'],
      ['confirm', AUDIT_EVENT_LABELS.AppointmentConfirmed, 'req-confirm'],
      ['sign_in', AUDIT_EVENT_LABELS.AdminSignedIn, 'req-sign-in'],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), adminName: 'Leilani Kahale', at: expect.stringMatching(/Z$/) });
    }
    // Newest first, by when each happened (the test's clock).
    const times = entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries[0]!.at).toBe(clock.now().toISOString());

    const byRequest = new Map(entries.map((e) => [e.requestId, e]));
    // After the reset the appointment is no longer listed: its entries name it by its short id.
    expect(byRequest.get('req-pay')).toMatchObject({ subject: `Appointment ${shortId(appointmentId)}`, amount: '25.00' });
    expect(byRequest.get('req-confirm')!.amount).toBeUndefined();
    expect(byRequest.get('req-reserve')!.subject).toBe(`Reservation ${shortId(reservationId)} (2030-06-06 12:30 PM)`);
    // The cancellation carries no slot: it is read from the reservation's creation.
    expect(byRequest.get('req-unreserve')!.subject).toBe(`Reservation ${shortId(reservationId)} (2030-06-06 12:30 PM)`);
    expect(byRequest.get('req-close')!.subject).toBe(`Closure ${shortId(closureId)} (2030-06-10 to 2030-06-11)`);
    expect(byRequest.get('req-reset')!.subject).toBe('All appointments');
    // The salesperson's booking (and the slot claims beside the admin's actions) are not admin actions.
    expect(byRequest.has('req-booking')).toBe(false);
  });

  it("names a still-listed appointment's date and time, and never a customer's name or contact", async () => {
    // A new appointment after the reset, confirmed by the admin: it is listed, so its slot shows.
    clock.advance(60_000);
    const id = (await http().post('/api/appointments').set(salesperson).send(bookingBody({ appointmentDate: '2030-06-07', appointmentTime: '8:30 AM' })).expect(201)).body.id;
    await http().patch(`/api/admin/appointments/${id}`).set(as('req-confirm-2')).send({ isConfirmed: true }).expect(200);
    const [latest] = await all(`from=${MONDAY}&to=${WEDNESDAY}&type=confirm&limit=1`);
    expect(latest).toMatchObject({ requestId: 'req-confirm-2', subject: `Appointment ${shortId(id)} (2030-06-07 8:30 AM)` });

    const page = JSON.stringify((await audit(`from=${MONDAY}&to=${WEDNESDAY}`).expect(200)).body);
    const csv = (await http().get(`/api/admin/audit.csv?from=${MONDAY}&to=${WEDNESDAY}`).set(admin).expect(200)).text;
    for (const answer of [page, csv]) {
      for (const personal of [CUSTOMER.customerFirstName, CUSTOMER.customerLastName, CUSTOMER.customerEmail, CUSTOMER.customerPhone, 'Fleet', 'Training day', 'Zelle #4471', DEMO_ADMIN.email]) {
        expect(answer).not.toContain(personal);
      }
    }
  });

  it('keeps to the window of business-time-zone days and to one kind of action', async () => {
    // Monday alone: the sign-in, the confirmation, the reservation and the closure (Honolulu days, not UTC ones).
    expect((await all(`from=${MONDAY}&to=${MONDAY}`)).map((e) => e.requestId)).toEqual(['req-close', 'req-reserve', 'req-confirm', 'req-sign-in']);
    expect(await all('from=2030-05-01&to=2030-06-02')).toEqual([]);
    expect(await all(`from=2030-06-06&to=2030-06-30`)).toEqual([]);
    expect((await all(`from=${MONDAY}&to=${WEDNESDAY}&type=pay`)).map((e) => e.requestId)).toEqual(['req-pay']);
    expect((await all(`from=${MONDAY}&to=${WEDNESDAY}&type=reservation`)).map((e) => e.label)).toEqual([AUDIT_EVENT_LABELS.ReservationCancelled, AUDIT_EVENT_LABELS.ReservationCreated]);
    expect((await all(`from=${MONDAY}&to=${WEDNESDAY}&type=sign_in`)).map((e) => e.requestId)).toEqual(['req-sign-in']);
    expect(await all(`from=${MONDAY}&to=${WEDNESDAY}&type=erasure`)).toEqual([]);
  });

  it('pages with a cursor until the last page, which has none', async () => {
    const whole = await all(`from=${MONDAY}&to=${WEDNESDAY}`);
    const seen: AuditEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AuditPage = (await audit(`from=${MONDAY}&to=${WEDNESDAY}&limit=3${cursor ? `&before=${cursor}` : ''}`).expect(200)).body;
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries);
      cursor = page.nextCursor;
      pages++;
    } while (cursor !== null);
    expect(pages).toBe(Math.ceil(whole.length / 3));
    expect(seen).toEqual(whole);
  });

  it('downloads the window as CSV, the same entries in the same order', async () => {
    const res = await http().get(`/api/admin/audit.csv?from=${MONDAY}&to=${WEDNESDAY}`).set(admin).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="audit-${MONDAY}-to-${WEDNESDAY}.csv"`);
    const rows = parse(res.text, { columns: true }) as Record<string, string>[];
    const entries = await all(`from=${MONDAY}&to=${WEDNESDAY}`);
    expect(rows).toEqual(
      entries.map((e) => ({
        [AUDIT_CSV_HEADERS.at]: e.at,
        [AUDIT_CSV_HEADERS.kind]: e.kind,
        [AUDIT_CSV_HEADERS.label]: e.label,
        [AUDIT_CSV_HEADERS.adminName]: e.adminName,
        [AUDIT_CSV_HEADERS.subject]: e.subject,
        [AUDIT_CSV_HEADERS.amount]: e.amount ?? '',
        [AUDIT_CSV_HEADERS.requestId]: e.requestId,
        [AUDIT_CSV_HEADERS.id]: e.id,
      })),
    );
    const onlyPay = parse((await http().get(`/api/admin/audit.csv?from=${MONDAY}&to=${WEDNESDAY}&type=pay`).set(admin).expect(200)).text, { columns: true }) as Record<string, string>[];
    expect(onlyPay.map((row) => row[AUDIT_CSV_HEADERS.amount])).toEqual(['25.00']);
  });

  it("names an erasure by the kind and id of whose data it was, and a payout run by its id, count and total (never its notes)", async () => {
    await http().post('/api/admin/erasures').set(as('req-erase')).send({ subjectType: 'customer', subjectId: appointmentId }).expect(201);
    // A payout run as the payouts module records it (its own route is that module's test): the run's event, by the admin.
    const runId = randomUUID();
    const [adminRow] = await t.dataSource.query<{ id: string }[]>('SELECT id FROM admins_accounts WHERE email = $1', [DEMO_ADMIN.email]);
    clock.advance(60_000);
    await t.app.get(EventTransactions).append(
      `payout-run-${runId}`,
      0,
      [{ type: 'PayoutRunRecorded', occurredAt: clock.now(), data: { runId, appointmentIds: [appointmentId, randomUUID()], payoutMethod: 'zelle', reference: 'Z-1', notes: 'Paid Lani by Zelle', count: 2, totalCents: 5000, recordedBy: adminRow!.id } }],
      { actor: { type: 'admin', id: adminRow!.id }, correlationId: 'req-run' },
    );
    const [run, erased] = await all(`from=${MONDAY}&to=${WEDNESDAY}&limit=2`);
    expect(run).toMatchObject({ kind: 'payout_run', label: AUDIT_EVENT_LABELS.PayoutRunRecorded, subject: `Payout run ${shortId(runId)} (2 commissions)`, amount: '50.00', requestId: 'req-run' });
    expect(erased).toMatchObject({ kind: 'erasure', label: AUDIT_EVENT_LABELS.SubjectErased, subject: `Customer of appointment ${shortId(appointmentId)}`, requestId: 'req-erase' });
    expect(JSON.stringify(await all(`from=${MONDAY}&to=${WEDNESDAY}`))).not.toContain('Paid Lani');
  });

  it.each([
    ['from=2030-06-3&to=2030-06-05', AUDIT_WINDOW_INVALID],
    ['to=2030-06-05', AUDIT_WINDOW_INVALID],
    ['from=2030-06-05&to=2030-06-04', AUDIT_WINDOW_INVALID],
    ['from=2030-02-30&to=2030-03-01', AUDIT_WINDOW_INVALID],
    ['from=2030-01-01&to=2031-01-02', AUDIT_WINDOW_INVALID],
    ['from=2030-06-03&to=2030-06-05&type=login', AUDIT_TYPE_INVALID],
    ['from=2030-06-03&to=2030-06-05&limit=0', AUDIT_LIMIT_INVALID],
    [`from=2030-06-03&to=2030-06-05&limit=${String(AUDIT_PAGE_MAX + 1)}`, AUDIT_LIMIT_INVALID],
    ['from=2030-06-03&to=2030-06-05&limit=1.5', AUDIT_LIMIT_INVALID],
    ['from=2030-06-03&to=2030-06-05&before=abc', AUDIT_CURSOR_INVALID],
  ])('refuses %s with 400', async (query, message) => {
    expect((await audit(query).expect(400)).body).toEqual({ statusCode: 400, message });
  });

  it('takes a 366-day window and the most entries a page may hold', async () => {
    await audit(`from=2030-01-01&to=2031-01-01&limit=${String(AUDIT_PAGE_MAX)}`).expect(200);
    const refused = await http().get('/api/admin/audit.csv?from=2030-06-05&to=2030-06-04').set(admin).expect(400);
    expect(refused.body).toEqual({ statusCode: 400, message: AUDIT_WINDOW_INVALID });
  });
});
