// Year-end earnings on real PostgreSQL (issue 20): commissions paid at chosen instants, summed per salesperson by
// the calendar year of the business time zone (Pacific/Honolulu), with the Form 1099-NEC boundaries of 2025 (600.00)
// and 2026 (2,000.00) met to the cent at the years' edges; a Reset for Rollout does not take a year's payments away.
// Commissions of 0.01, 599.99 and 1,999.99 are made by restarting the app on the same database with another
// COMMISSION_PER_APPOINTMENT (fixed at booking time).
import request from 'supertest';
import type { YearEndEarnings } from '@tint/libs/api-types';
import type { DateString, SlotTime } from '@tint/libs/slots';
import { EARNINGS_CSV_HEADER } from '@tint/libs/texts/payout-settings';
import { EARNINGS_YEAR_INVALID } from '@tint/libs/validation-messages';
import { bookingBody } from '../../../test/support/bookings.js';
import { ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';
import { signedUpSalesperson } from '../../../test/support/salespeople.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import type { TestDatabase } from '../../../test/support/test-database.js';
import { hst, TestClock } from '../../../test/support/test-clock.js';
import { SESSION_COOKIE, Sessions } from '../auth/sessions.js';

const clock = new TestClock(hst('2024-12-02T08:00'));
const TIMES: SlotTime[] = ['8:30 AM', '10:30 AM', '12:30 PM'];

describe('year-end earnings', () => {
  let t: TestApp | undefined;
  let database: TestDatabase | undefined;
  let admin: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let booked = 0;
  /** Finn's 1,999.99 paid at the last instant of 2026. */
  let finnsLast = '';
  const http = () => request(t!.app.getHttpServer());

  /** (Re)starts the app on the same database with this commission per appointment. */
  async function startWith(commission: string): Promise<void> {
    if (t) await t.close({ keepDatabase: true });
    t = await createTestApp({ queue: 'postgres', clock, database, env: { COMMISSION_PER_APPOINTMENT: commission } });
    database = t.database;
    await ensureDemoAccounts(t);
    admin = (await makeCaller(t, 'admin')).headers;
  }

  const cookieOf = async (name: string) => `${SESSION_COOKIE}=${await t!.app.get(Sessions).create(ids[name]!)}`;

  /** A referral of `name` on `date`, booked now (the clock) and each on a slot of its own. */
  async function book(name: string, date: DateString): Promise<string> {
    const n = ++booked;
    const body = bookingBody({ appointmentDate: date, appointmentTime: TIMES[n % 3], customerFirstName: `Customer${String(n)}`, customerEmail: `c${String(n)}@example.com`, customerPhone: `80855501${String(n).padStart(2, '0')}` });
    const answer = await http().post('/api/appointments').set('cookie', await cookieOf(name)).set('idempotency-key', crypto.randomUUID()).send(body).expect(201);
    return (answer.body as { id: string }).id;
  }

  const service = (id: string) => http().patch(`/api/admin/appointments/${id}`).set(admin).send({ status: 'completed' }).expect(200);

  async function payAt(id: string, instant: Date): Promise<void> {
    clock.set(instant);
    await http().post(`/api/admin/fulfill-payout/${id}`).set(admin).send({ payoutMethod: 'venmo' }).expect(200);
  }

  const earnings = async (year: number) => (await http().get(`/api/admin/earnings?year=${String(year)}`).set(admin).expect(200)).body as YearEndEarnings;
  const byName = (answer: YearEndEarnings) =>
    Object.fromEntries(answer.salespeople.map((s) => [s.salespersonName.split(' ')[0], { paid: s.paidTotal, count: s.paymentCount, requires1099: s.requires1099, hasLegalName: s.hasLegalName }]));

  beforeAll(async () => {
    // 0.01 a referral, December 2024: Dana paid the last second of 2024, Bo the first of 2025 (Honolulu time);
    // Eli's and Finn's serviced now, paid in 2026 and 2027.
    await startWith('0.01');
    for (const name of ['Alana', 'Bo', 'Dana', 'Eli', 'Finn']) ids[name] = (await signedUpSalesperson(t!, name, 'Earner')).id;
    const early = { Bo: await book('Bo', '2024-12-03'), Dana: await book('Dana', '2024-12-03'), Eli: await book('Eli', '2024-12-03'), Finn: await book('Finn', '2024-12-04') };
    clock.set(hst('2024-12-04T15:00'));
    for (const id of Object.values(early)) await service(id);
    await payAt(early.Dana, hst('2024-12-31T23:59:59.999'));
    await payAt(early.Bo, hst('2025-01-01T00:00'));

    // 599.99 a referral, June 2025: Bo paid in June (600.00 in all), Alana's serviced now, paid at the last instant of 2025.
    clock.set(hst('2025-06-02T08:00'));
    await startWith('599.99');
    const mid = { Bo: await book('Bo', '2025-06-03'), Alana: await book('Alana', '2025-06-03') };
    clock.set(hst('2025-06-03T15:00'));
    for (const id of Object.values(mid)) await service(id);
    await payAt(mid.Bo, hst('2025-06-03T16:00'));
    await http()
      .put('/api/payout-profile')
      .set('cookie', await cookieOf('Bo'))
      .send({ payoutMethod: 'check', handle: null, legalName: '=HYPERLINK("http://x","Bo")' })
      .expect(200);

    // 1,999.99 a referral, December 2025: Eli paid at the first instant of 2026 (2,000.00 with his 0.01 in March),
    // Finn at the last of 2026 (his 0.01 lands at the first of 2027).
    clock.set(hst('2025-12-15T08:00'));
    await startWith('1999.99');
    const late = { Eli: await book('Eli', '2025-12-16'), Finn: await book('Finn', '2025-12-16') };
    clock.set(hst('2025-12-16T15:00'));
    for (const id of Object.values(late)) await service(id);
    await payAt(mid.Alana, hst('2025-12-31T23:59:59.999'));
    await payAt(late.Eli, hst('2026-01-01T00:00'));
    await payAt(early.Eli, hst('2026-03-02T09:00'));
    await payAt(late.Finn, hst('2026-12-31T23:59:59.999'));
    finnsLast = late.Finn;
    await payAt(early.Finn, hst('2027-01-01T00:00'));
  });
  afterAll(() => t?.close());

  it('2025: 599.99 is under the 600.00 threshold, 600.00 reaches it; the years are Honolulu years', async () => {
    const answer = await earnings(2025);
    expect(answer.year).toBe(2025);
    expect(answer.threshold).toBe('600.00');
    expect(byName(answer)).toEqual({
      Bo: { paid: '600.00', count: 2, requires1099: true, hasLegalName: true },
      Alana: { paid: '599.99', count: 1, requires1099: false, hasLegalName: false },
    });
    // Largest first, with the dealership; no legal name in the JSON.
    expect(answer.salespeople[0]).toEqual({ salespersonId: ids.Bo, salespersonName: 'Bo Earner', company: 'Maui Toyota', paidTotal: '600.00', paymentCount: 2, requires1099: true, hasLegalName: true });
    expect(byName(await earnings(2024))).toEqual({ Dana: { paid: '0.01', count: 1, requires1099: false, hasLegalName: false } });
  });

  it('2026: 1,999.99 is under the 2,000.00 threshold, 2,000.00 reaches it', async () => {
    const answer = await earnings(2026);
    expect(answer.threshold).toBe('2000.00');
    expect(byName(answer)).toEqual({
      Eli: { paid: '2000.00', count: 2, requires1099: true, hasLegalName: false },
      Finn: { paid: '1999.99', count: 1, requires1099: false, hasLegalName: false },
    });
    expect(byName(await earnings(2027))).toEqual({ Finn: { paid: '0.01', count: 1, requires1099: false, hasLegalName: false } });
    expect((await earnings(2030)).salespeople).toEqual([]);
  });

  it('downloads the year as CSV with the legal names, safe to open in a spreadsheet', async () => {
    const answer = await http().get('/api/admin/earnings.csv?year=2025').set(admin).expect(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="earnings-2025.csv"');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.text.split('\r\n')).toEqual([
      EARNINGS_CSV_HEADER.join(','),
      `Bo Earner,Maui Toyota,"'=HYPERLINK(""http://x"",""Bo"")",600.00,2,Yes,Yes`,
      'Alana Earner,Maui Toyota,,599.99,1,No,No',
      '',
    ]);
  });

  it('keeps the payments through a Reset for Rollout, drops a reverted one, and rebuilds to the same rows', async () => {
    const before2025 = await earnings(2025);
    clock.set(hst('2027-01-04T09:00'));
    await http().patch(`/api/admin/appointments/${finnsLast}`).set(admin).send({ payoutStatus: 'pending' }).expect(200);
    expect(byName(await earnings(2026))).toEqual({ Eli: { paid: '2000.00', count: 2, requires1099: true, hasLegalName: false } });

    await http().delete('/api/admin/reset-appointments').set(admin).expect(200);
    expect((await http().get('/api/admin/pending-payouts').set(admin).expect(200)).body).toEqual([]);
    expect(await earnings(2025)).toEqual(before2025);

    const rows = () => t!.dataSource.query('SELECT * FROM earnings_payments ORDER BY appointment_id');
    const live = await rows();
    await t!.runner.rebuild(t!.registry.list().find((p) => p.name === 'earnings')!);
    expect(await rows()).toEqual(live);
  });

  it('refuses a year that is not a whole number from 2000 to 2100', async () => {
    for (const query of ['', '?year=', '?year=1999', '?year=2101', '?year=2025.5', '?year=abcd', '?year=2025&year=2026']) {
      for (const path of ['/api/admin/earnings', '/api/admin/earnings.csv']) {
        const answer = await http().get(`${path}${query}`).set(admin);
        expect([path, query, answer.status, (answer.body as { message?: string }).message]).toEqual([path, query, 400, EARNINGS_YEAR_INVALID]);
      }
    }
  });
});
