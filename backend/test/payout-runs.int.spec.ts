// Payout runs and CSV exports (issue 19, parts 1 and 2), over HTTP on the real PostgreSQL and Redis: a run of 200
// commissions is one transaction and pays each exactly once under a double submit; one unpayable appointment fails
// the whole run, naming it, and writes nothing; the runs list and each run's CSV; the two exports, read back through
// a CSV parser with hostile names, across pages, and their date-range refusals.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { PAYOUT_REFERENCE_MAX, PAYOUT_RUN_MAX_APPOINTMENTS } from '@tint/libs/payout-runs';
import { addDaysToDate, type DateString } from '@tint/libs/slots';
import { COMMISSION_ON_HOLD, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY_REUSED, INVALID_PAYOUT_METHOD, PAYOUT_ALREADY_FULFILLED, PAYOUT_REFERENCE_TOO_LONG, PAYOUT_REQUIRES_SERVICE, RUN_APPOINTMENT_ID_INVALID, RUN_APPOINTMENTS_DUPLICATED, RUN_APPOINTMENTS_REQUIRED, runAppointmentRefused } from '@tint/libs/validation-messages';
import { EXPORT_DATES_INVALID, EXPORT_RANGE_BACKWARDS, EXPORT_RANGE_TOO_LONG } from '@tint/libs/texts/payout-runs';
import { appointmentStream } from '../src/modules/appointments/appointment.js';
import { DEMO_ADMIN } from '../src/modules/auth/demo-accounts.js';
import { PayoutRunsQueries } from '../src/modules/payouts/payout-runs.queries.js';
import { commandBooking } from './support/bookings.js';
import { ensureDemoAccounts, makeCaller } from './support/callers.js';
import { commandEventCount } from './support/event-counts.js';
import { signedUpSalesperson } from './support/salespeople.js';
import { hst, TestClock } from './support/test-clock.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Paid on Monday 10 June 2030 in Honolulu; the appointments were the week before. */
const PAY_DAY: DateString = '2030-06-10';
const clock = new TestClock(hst(`${PAY_DAY}T09:00`));
const COMMISSION_CENTS = 2500;

type Customer = { first: string; last: string; date?: DateString; serviced?: boolean; held?: boolean };

describe('payout runs and CSV exports', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let kai: { id: string };
  const http = () => request(t.app.getHttpServer());
  const run = (body: object, key: string | null = randomUUID()) => {
    const req = http().post('/api/admin/payout-runs').set(admin);
    return (key === null ? req : req.set('idempotency-key', key)).send(body);
  };
  const fulfilledCount = async (ids: readonly string[]) =>
    t.dataSource.query<{ stream_id: string; n: number }[]>(
      "SELECT stream_id, count(*)::int AS n FROM events WHERE type = 'PayoutFulfilled' AND stream_id = ANY($1::text[]) GROUP BY stream_id",
      [ids.map(appointmentStream)],
    );
  const csvOf = (text: string) => parse(text, { columns: true }) as Record<string, string>[];

  /** Referrals of `salespersonId`, booked and (unless said otherwise) serviced, appended as the commands would. */
  async function seed(salespersonId: string, customers: readonly Customer[]): Promise<string[]> {
    const ids = customers.map(() => randomUUID());
    const metadata = { actor: { type: 'system' as const }, correlationId: randomUUID() };
    await t.transactions.run(async (tx) => {
      for (const [i, c] of customers.entries()) {
        const appointmentId = ids[i]!;
        const date = c.date ?? '2030-06-03';
        const booked = { ...commandBooking(salespersonId, date, '8:30 AM'), customerFirstName: c.first, customerLastName: c.last, appointmentId, estimatedPriceCents: 50_000, commissionCents: COMMISSION_CENTS, generation: 0 };
        const events = [{ type: 'AppointmentBooked', data: booked, occurredAt: hst('2030-05-20T10:00') }];
        if (c.serviced !== false) events.push({ type: 'AppointmentServiced', data: { appointmentId, salespersonId, commissionCents: COMMISSION_CENTS } as never, occurredAt: hst(`${date}T15:00`) });
        // Held for fraud review (the appointment aggregate's rule: not payable until cleared).
        if (c.held) events.push({ type: 'AppointmentFlagged', data: { appointmentId, salespersonId, commissionCents: COMMISSION_CENTS, reasons: ['velocity'] } as never, occurredAt: hst(`${date}T15:00`) });
        await tx.append(appointmentStream(appointmentId), 0, events, metadata);
      }
    });
    return ids;
  }
  const many = (n: number, last: string) => Array.from({ length: n }, (_, i) => ({ first: `Customer${String(i)}`, last }));

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', clock, runWorkers: false });
    await ensureDemoAccounts(t);
    admin = (await makeCaller(t, 'admin')).headers;
    kai = await signedUpSalesperson(t, 'Kai', 'Kealoha');
  });
  afterAll(() => t.close());

  it('pays 200 commissions in one transaction, once under a double submit with one key', async () => {
    const ids = await seed(kai.id, many(200, 'Double'));
    const before = await commandEventCount(t);
    const body = { appointmentIds: ids, payoutMethod: 'zelle', reference: '  ZL-0001  ', notes: 'June, week 1' };
    const key = randomUUID();
    const [first, second] = await Promise.all([run(body, key), run(body, key)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(first.body).toMatchObject({ payoutMethod: 'zelle', reference: 'ZL-0001', notes: 'June, week 1', count: 200, total: '5000.00', recordedByName: expect.any(String) });
    // 200 PayoutFulfilled and one PayoutRunRecorded, all in one transaction.
    expect(await commandEventCount(t)).toBe(before + 201);
    const txs = await t.dataSource.query<{ n: number }[]>(
      "SELECT count(DISTINCT tx_id)::int AS n FROM events WHERE stream_id = ANY($1::text[]) AND type IN ('PayoutFulfilled', 'PayoutRunRecorded')",
      [[...ids.map(appointmentStream), `payout-run-${String(first.body.id)}`]],
    );
    expect(txs[0]!.n).toBe(1);
    const counts = await fulfilledCount(ids);
    expect(counts).toHaveLength(200);
    expect(counts.every((c) => c.n === 1)).toBe(true);
    // Each PayoutFulfilled carries the run; the ledger keeps the run and reference.
    const ledger = await t.dataSource.query<{ payout_run_id: string; payout_reference: string; payout_method: string }[]>(
      'SELECT payout_run_id, payout_reference, payout_method FROM payouts_ledger WHERE appointment_id = ANY($1::uuid[])',
      [ids],
    );
    expect(ledger).toHaveLength(200);
    expect(ledger.every((row) => row.payout_run_id === first.body.id && row.payout_reference === 'ZL-0001' && row.payout_method === 'zelle')).toBe(true);
    // Later the same key with the same body answers the first answer again; with another body it is refused.
    expect((await run(body, key).expect(201)).body).toEqual(first.body);
    expect((await run({ ...body, reference: 'other' }, key).expect(409)).body.message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await commandEventCount(t)).toBe(before + 201);
    // None is pending any more.
    const pending = (await http().get('/api/admin/pending-payouts').set(admin).expect(200)).body as { id: string }[];
    expect(pending.filter((p) => ids.includes(p.id))).toEqual([]);
  });

  it('pays each once when two runs with different keys race for the same 200: the loser is refused, naming an appointment', async () => {
    const ids = await seed(kai.id, many(200, 'Race'));
    const before = await commandEventCount(t);
    const body = { appointmentIds: ids, payoutMethod: 'venmo' };
    const answers = await Promise.all([run(body), run({ ...body, appointmentIds: [...ids].reverse() })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toMatch(new RegExp(`^Customer\\d+ Race's appointment on Jun 3, 2030 cannot be paid: ${PAYOUT_ALREADY_FULFILLED}$`));
    expect(await commandEventCount(t)).toBe(before + 201);
    const counts = await fulfilledCount(ids);
    expect(counts).toHaveLength(200);
    expect(counts.every((c) => c.n === 1)).toBe(true);
  });

  it('writes nothing when one appointment cannot be paid, and says whose it is and why', async () => {
    const ids = await seed(kai.id, [
      { first: 'Noe', last: 'Akana' },
      { first: 'Malia', last: 'Kahale', serviced: false },
      { first: 'Ikaika', last: 'Lee' },
    ]);
    const before = await commandEventCount(t);
    const key = randomUUID();
    const res = await run({ appointmentIds: ids, payoutMethod: 'cash' }, key).expect(409);
    expect(res.body.message).toBe(runAppointmentRefused('Malia Kahale', 'Jun 3, 2030', PAYOUT_REQUIRES_SERVICE));
    expect(await commandEventCount(t)).toBe(before);
    expect(await fulfilledCount(ids)).toEqual([]);
    expect(await t.dataSource.query("SELECT 1 FROM payouts_ledger WHERE appointment_id = ANY($1::uuid[]) AND payout_status = 'fulfilled'", [ids])).toEqual([]);
    // The refused run kept nothing, its key included: the admin leaves Malia out and retries with the same key.
    const paid = await run({ appointmentIds: [ids[0], ids[2]], payoutMethod: 'cash' }, key).expect(201);
    expect(paid.body).toMatchObject({ count: 2, total: '50.00' });
    // A commission held for fraud review is refused by the aggregate's own rule, named the same way.
    const [held] = await seed(kai.id, [{ first: 'Kapono', last: 'Held', held: true }]);
    const heldAnswer = await run({ appointmentIds: [held, ids[1]], payoutMethod: 'cash' }).expect(409);
    expect(heldAnswer.body.message).toBe(runAppointmentRefused('Kapono Held', 'Jun 3, 2030', COMMISSION_ON_HOLD));
    expect(await fulfilledCount([held!])).toEqual([]);
    // An id nobody knows is refused by id.
    const unknown = randomUUID();
    expect((await run({ appointmentIds: [unknown], payoutMethod: 'cash' }).expect(409)).body.message).toMatch(new RegExp(`^Appointment ${unknown} cannot be paid: `));
  });

  it('refuses a malformed run with 400 and the rule it breaks', async () => {
    const id = randomUUID();
    const cases: [object, string | null, string][] = [
      [{ appointmentIds: [id], payoutMethod: 'venmo' }, null, IDEMPOTENCY_KEY_REQUIRED],
      [{ appointmentIds: [], payoutMethod: 'venmo' }, randomUUID(), RUN_APPOINTMENTS_REQUIRED],
      [{ appointmentIds: 'all', payoutMethod: 'venmo' }, randomUUID(), RUN_APPOINTMENTS_REQUIRED],
      [{ payoutMethod: 'venmo' }, randomUUID(), RUN_APPOINTMENTS_REQUIRED],
      [{ appointmentIds: Array.from({ length: PAYOUT_RUN_MAX_APPOINTMENTS + 1 }, () => randomUUID()), payoutMethod: 'venmo' }, randomUUID(), RUN_APPOINTMENTS_REQUIRED],
      [{ appointmentIds: [id, 'nope'], payoutMethod: 'venmo' }, randomUUID(), RUN_APPOINTMENT_ID_INVALID],
      [{ appointmentIds: [id, id], payoutMethod: 'venmo' }, randomUUID(), RUN_APPOINTMENTS_DUPLICATED],
      [{ appointmentIds: [id], payoutMethod: 'bitcoin' }, randomUUID(), INVALID_PAYOUT_METHOD],
      [{ appointmentIds: [id], payoutMethod: 'venmo', reference: 'x'.repeat(PAYOUT_REFERENCE_MAX + 1) }, randomUUID(), PAYOUT_REFERENCE_TOO_LONG],
    ];
    for (const [body, key, message] of cases) expect({ body, message: (await run(body, key).expect(400)).body.message }).toEqual({ body, message });
  });

  it('lists the runs newest first, each downloadable as CSV in the order it paid', async () => {
    const ids = await seed(kai.id, [
      { first: 'Ana', last: 'Alapai' },
      { first: 'Bea', last: 'Bright' },
    ]);
    clock.set(hst(`${PAY_DAY}T11:45`));
    const paid = (await run({ appointmentIds: [ids[1], ids[0]], payoutMethod: 'check', reference: 'CHK 1042' }).expect(201)).body as { id: string };
    const runs = (await http().get('/api/admin/payout-runs').set(admin).expect(200)).body as { id: string }[];
    expect(runs[0]).toEqual({
      id: paid.id,
      recordedAt: hst(`${PAY_DAY}T11:45`).toISOString(),
      recordedBy: expect.any(String),
      recordedByName: `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`,
      payoutMethod: 'check',
      reference: 'CHK 1042',
      notes: null,
      count: 2,
      total: '50.00',
    });
    expect(runs.length).toBeGreaterThanOrEqual(4);

    const csv = await http().get(`/api/admin/payout-runs/${paid.id}/csv`).set(admin).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="payout-run-${paid.id}.csv"`);
    expect(csv.headers['cache-control']).toBe('no-store');
    const rows = csvOf(csv.text);
    expect(rows.map((r) => r['Customer'])).toEqual(['Bea Bright', 'Ana Alapai']);
    expect(rows[0]).toMatchObject({
      Salesperson: 'Kai Kealoha',
      Dealership: 'Maui Toyota',
      'Appointment date': '2030-06-03',
      Commission: '25.00',
      Method: 'check',
      Reference: 'CHK 1042',
      'Paid at (Pacific/Honolulu)': `${PAY_DAY} 11:45`,
      'Paid by': `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`,
      'Payout run': paid.id,
      'Appointment ID': ids[1],
    });
    await http().get(`/api/admin/payout-runs/${randomUUID()}/csv`).set(admin).expect(404);
    await http().get('/api/admin/payout-runs/not-a-uuid/csv').set(admin).expect(404);
  });

  it('exports paid commissions and appointments as CSV a parser reads back, hostile names escaped, across pages', async () => {
    const hostile = [
      { first: 'Kahale, "Malia"', last: 'Smith' },
      { first: 'Two\nLines', last: 'Ōkina ʻŌhiʻa 🌺' },
      { first: '=HYPERLINK("http://x","y")', last: 'Evil' },
      { first: '+1', last: '@cmd' },
    ];
    const date: DateString = '2030-06-05';
    const ids = await seed(kai.id, hostile.map((c) => ({ ...c, date })));
    clock.set(hst(`${addDaysToDate(PAY_DAY, 1)}T08:00`));
    await run({ appointmentIds: ids, payoutMethod: 'paypal', reference: '=1+2' }).expect(201);

    // Tiny pages, so that the export crosses many of them.
    t.app.get(PayoutRunsQueries).pageSize = 7;
    const paid = await http().get(`/api/admin/exports/payouts.csv?from=${PAY_DAY}&to=${addDaysToDate(PAY_DAY, 1)}`).set(admin).expect(200);
    expect(paid.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(paid.headers['content-disposition']).toBe(`attachment; filename="payouts-${PAY_DAY}-to-${addDaysToDate(PAY_DAY, 1)}.csv"`);
    expect(paid.text.split('\r\n')[0]).toBe('Salesperson,Dealership,Customer,Appointment date,Commission,Method,Reference,Paid at (Pacific/Honolulu),Paid by,Payout run,Appointment ID');
    const rows = csvOf(paid.text);
    const everyPaid = await t.dataSource.query<{ n: number }[]>("SELECT count(*)::int AS n FROM payouts_ledger WHERE payout_status = 'fulfilled'");
    expect(rows).toHaveLength(everyPaid[0]!.n);
    expect(new Set(rows.map((r) => r['Appointment ID'])).size).toBe(rows.length);
    const mine = rows.filter((r) => ids.includes(r['Appointment ID']!));
    expect(mine.map((r) => r['Customer']).sort()).toEqual(
      ['Kahale, "Malia" Smith', 'Two\nLines Ōkina ʻŌhiʻa 🌺', '\'=HYPERLINK("http://x","y") Evil', "'+1 @cmd"].sort(),
    );
    expect(mine.every((r) => r['Reference'] === "'=1+2" && r['Method'] === 'paypal' && r['Commission'] === '25.00')).toBe(true);
    // In the order they were paid.
    const paidAt = rows.map((r) => r['Paid at (Pacific/Honolulu)']!);
    expect([...paidAt].sort()).toEqual(paidAt);
    // Only the days asked for.
    const onlyFirstDay = csvOf((await http().get(`/api/admin/exports/payouts.csv?from=${PAY_DAY}&to=${PAY_DAY}`).set(admin).expect(200)).text);
    expect(onlyFirstDay.some((r) => ids.includes(r['Appointment ID']!))).toBe(false);
    expect(onlyFirstDay.length).toBe(rows.length - ids.length);

    const appointments = await http().get(`/api/admin/exports/appointments.csv?from=${date}&to=${date}`).set(admin).expect(200);
    expect(appointments.headers['content-disposition']).toBe(`attachment; filename="appointments-${date}-to-${date}.csv"`);
    const listed = csvOf(appointments.text);
    expect(listed.map((r) => r['Appointment ID']).sort()).toEqual([...ids].sort());
    const evil = listed.find((r) => r['Customer']!.includes('HYPERLINK'))!;
    expect(evil).toMatchObject({
      Customer: '\'=HYPERLINK("http://x","y") Evil',
      'Appointment date': date,
      Time: '8:30 AM',
      Salesperson: 'Kai Kealoha',
      Status: 'completed',
      'Payout status': 'fulfilled',
      Confirmed: 'false',
      'Test booking': 'false',
    });
    // The whole week across pages: every appointment of it once.
    const week = csvOf((await http().get('/api/admin/exports/appointments.csv?from=2030-06-03&to=2030-06-07').set(admin).expect(200)).text);
    const [{ n }] = await t.dataSource.query<{ n: number }[]>("SELECT count(*)::int AS n FROM appointments_list WHERE appointment_date BETWEEN '2030-06-03' AND '2030-06-07'");
    expect(week).toHaveLength(n);
    expect(new Set(week.map((r) => r['Appointment ID'])).size).toBe(n);
    t.app.get(PayoutRunsQueries).pageSize = 500;

    // No rows: the header alone.
    expect((await http().get('/api/admin/exports/appointments.csv?from=2031-01-01&to=2031-01-31').set(admin).expect(200)).text.split('\r\n')[1]).toBe('');
  });

  it('rebuilds the ledger and the runs from the log into the rows the appends left', async () => {
    const projections = t.registry.list().filter((p) => p.name === 'payouts' || p.name === 'payout-runs');
    expect(projections.map((p) => p.name).sort()).toEqual(['payout-runs', 'payouts']);
    const rows = async () =>
      Object.fromEntries(
        await Promise.all(
          projections.flatMap((p) => p.tables).map(async (table) => [table, await t.dataSource.query(`SELECT * FROM ${table} ORDER BY to_jsonb(${table})::text`)] as const),
        ),
      );
    const live = await rows();
    expect((live['payout_runs'] as unknown[]).length).toBeGreaterThanOrEqual(5);
    for (const projection of projections) await t.runner.rebuild(projection);
    expect(await rows()).toEqual(live);
  });

  it('refuses a date range that is not one, with a 400 that says what is wrong', async () => {
    const cases: [string, string][] = [
      ['', EXPORT_DATES_INVALID],
      ['?from=2030-06-01', EXPORT_DATES_INVALID],
      ['?from=2030-02-30&to=2030-03-01', EXPORT_DATES_INVALID],
      ['?from=06/01/2030&to=2030-06-30', EXPORT_DATES_INVALID],
      ['?from=2030-06-30&to=2030-06-01', EXPORT_RANGE_BACKWARDS],
      ['?from=2020-01-01&to=2030-12-31', EXPORT_RANGE_TOO_LONG],
      ['?from=2030-06-01&from=2030-06-02&to=2030-06-30', EXPORT_DATES_INVALID],
    ];
    for (const path of ['payouts.csv', 'appointments.csv']) {
      for (const [query, message] of cases) {
        const res = await http().get(`/api/admin/exports/${path}${query}`).set(admin);
        expect({ path, query, status: res.status, message: res.body.message }).toEqual({ path, query, status: 400, message });
      }
    }
    // Ten years (3,660 days counted both ends) is the longest.
    await http().get(`/api/admin/exports/payouts.csv?from=2021-01-01&to=${addDaysToDate('2021-01-01', 3659)}`).set(admin).expect(200);
  });
});
