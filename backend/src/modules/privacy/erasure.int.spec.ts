// Erasure by crypto-shredding on real PostgreSQL (issue 17): after it, no row of any table — the events included —
// holds the person's name, phone or email; the read models show the placeholders; money and counts stay; a full
// rebuild gives the same read models again; and the refusals append nothing.
import { ADMIN_ERASURES_PATH, MY_ERASURE_PATH } from '@tint/libs/constants';
import type { ErasureReceipt } from '@tint/libs/api-types';
import { ERASED_CUSTOMER_NAME, erasedEmail, FORMER_SALESPERSON_NAME } from '@tint/libs/texts/privacy';
import { ACCOUNT_NOT_FOUND, ALREADY_ERASED, APPOINTMENT_NOT_FOUND, INVALID_ERASURE_SUBJECT_ID, INVALID_ERASURE_SUBJECT_TYPE } from '@tint/libs/validation-messages';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { Mailer } from '../../platform/mail/mailer.js';
import { addDaysToDate, type DateString } from '@tint/libs/slots';
import { bookingBody } from '../../../test/support/bookings.js';
import { ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';
import { commandEventCount } from '../../../test/support/event-counts.js';
import { signedUpSalesperson } from '../../../test/support/salespeople.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { hst, TestClock } from '../../../test/support/test-clock.js';
import { waitForProjections } from '../../../test/support/wait-for-projections.js';

const MONDAY: DateString = '2030-06-03';
const clock = new TestClock(hst(`${MONDAY}T09:00`));

describe('erasure', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const http = () => request(t.app.getHttpServer());
  const erase = (body: object) => http().post(ADMIN_ERASURES_PATH).set(admin).send(body);

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', clock, env: { DATA_DIR: path.join(tmpdir(), `tint-erasure-${process.pid}`) } });
    await ensureDemoAccounts(t);
    admin = (await makeCaller(t, 'admin')).headers;
  });
  afterAll(async () => {
    await rm(path.dirname(t.app.get(Mailer).mailDir), { recursive: true, force: true });
    await t.close();
  });

  /** Every text, json and jsonb column of every table, as text: where a forgotten copy would show. */
  async function everyTextColumn(): Promise<string> {
    const columns = await t.dataSource.query<{ table_name: string; column_name: string }[]>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
       WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.data_type IN ('text', 'json', 'jsonb', 'character varying')`,
    );
    const parts = await Promise.all(
      columns.map(async ({ table_name, column_name }) => {
        const [row] = await t.dataSource.query<{ text: string | null }[]>(`SELECT string_agg("${column_name}"::text, chr(10)) AS text FROM "${table_name}"`);
        return row?.text ?? '';
      }),
    );
    return parts.join('\n');
  }

  const readModels = async () => {
    const tables = t.registry.list().filter((p) => p.kind !== 'reactor').flatMap((p) => p.tables);
    const dump: Record<string, unknown[]> = {};
    for (const table of tables) dump[table] = await t.dataSource.query(`SELECT * FROM ${table} ORDER BY 1, 2`);
    return dump;
  };

  /** The salesperson's payout figures, without the customers' names they list. */
  const money = async (cookie: string) =>
    JSON.parse(JSON.stringify((await http().get('/api/payout-details/YTD').set('cookie', cookie).expect(200)).body), (key, value: unknown) => (key.startsWith('customer') ? undefined : value)) as unknown;

  async function bookFor(cookie: string, customer: Record<string, string>, date: DateString): Promise<string> {
    const answer = await http().post('/api/appointments').set('cookie', cookie).set('idempotency-key', crypto.randomUUID()).send(bookingBody({ ...customer, appointmentDate: date })).expect(201);
    return (answer.body as { id: string }).id;
  }

  it("erases a customer: nothing of them is left in any table, every list says 'Erased customer', the money stays", async () => {
    clock.set(hst(`${MONDAY}T09:00`));
    const seller = await signedUpSalesperson(t, 'Kainoa', 'Keeper');
    const customer = { customerFirstName: 'Noelani', customerLastName: 'Forgetme', customerPhone: '8085553377', customerEmail: 'noelani.forgetme@example.com' };
    const erased = await bookFor(seller.cookie, customer, addDaysToDate(MONDAY, 1));
    const kept = await bookFor(seller.cookie, { customerFirstName: 'Makoa', customerLastName: 'Stays' }, addDaysToDate(MONDAY, 2));
    await waitForProjections(t.runner);
    const payoutsBefore = await money(seller.cookie);
    expect(await everyTextColumn()).toContain('Forgetme');

    const receipt = (await erase({ subjectType: 'customer', subjectId: erased }).expect(201)).body as ErasureReceipt;
    expect(receipt).toEqual({ subjectType: 'customer', subjectId: erased, erasedAt: clock.now().toISOString() });
    await waitForProjections(t.runner);

    const everything = await everyTextColumn();
    for (const personal of Object.values(customer)) expect(everything).not.toContain(personal);
    expect(everything).toContain('Stays');
    const listed = (await http().get('/api/appointments').set('cookie', seller.cookie).expect(200)).body as { id: string; customerFirstName: string; customerLastName: string; customerPhone: string }[];
    const shown = listed.find((a) => a.id === erased)!;
    expect(`${shown.customerFirstName} ${shown.customerLastName}`).toBe(ERASED_CUSTOMER_NAME);
    expect(listed.find((a) => a.id === kept)).toMatchObject({ customerLastName: 'Stays' });
    const history = (await http().get(`/api/admin/appointments/${erased}/history`).set(admin).expect(200)).body as unknown;
    expect(JSON.stringify(history)).not.toContain('Forgetme');
    expect(await money(seller.cookie)).toEqual(payoutsBefore);

    // A full rebuild gives back exactly the read models the erasure left.
    const before = await readModels();
    for (const projection of t.registry.list().filter((p) => p.kind !== 'reactor')) await t.runner.rebuild(projection);
    expect(await readModels()).toEqual(before);
  });

  it('refuses a second erasure, an unknown appointment, an unknown kind and a malformed id, appending nothing', async () => {
    const seller = await signedUpSalesperson(t, 'Pono', 'Twice');
    const id = await bookFor(seller.cookie, { customerFirstName: 'Once' }, addDaysToDate(MONDAY, 3));
    await erase({ subjectType: 'customer', subjectId: id }).expect(201);
    const events = await commandEventCount(t);

    expect((await erase({ subjectType: 'customer', subjectId: id }).expect(409)).body.message).toBe(ALREADY_ERASED);
    expect((await erase({ subjectType: 'customer', subjectId: crypto.randomUUID() }).expect(404)).body.message).toBe(APPOINTMENT_NOT_FOUND);
    expect((await erase({ subjectType: 'salesperson', subjectId: crypto.randomUUID() }).expect(404)).body.message).toBe(ACCOUNT_NOT_FOUND);
    expect((await erase({ subjectType: 'dealership', subjectId: id }).expect(400)).body.message).toContain(INVALID_ERASURE_SUBJECT_TYPE);
    expect((await erase({ subjectType: 'customer', subjectId: 'not-a-uuid' }).expect(400)).body.message).toContain(INVALID_ERASURE_SUBJECT_ID);
    await http().post(ADMIN_ERASURES_PATH).set('cookie', seller.cookie).send({ subjectType: 'customer', subjectId: id }).expect(401);
    expect(await commandEventCount(t)).toBe(events);
  });

  it("a salesperson erases themselves: signed out for good, 'Former salesperson' on the leaderboard, commissions kept", async () => {
    clock.set(hst(`${MONDAY}T09:00`));
    const seller = await signedUpSalesperson(t, 'Hokuao', 'Leavingsoon');
    const day = addDaysToDate(MONDAY, 4);
    const appointment = await bookFor(seller.cookie, { customerFirstName: 'Their', customerLastName: 'Customer' }, day);
    clock.set(hst(`${day}T15:00`));
    await http().patch(`/api/admin/appointments/${appointment}`).set(admin).send({ status: 'completed' }).expect(200);
    await http().post(`/api/admin/fulfill-payout/${appointment}`).set(admin).send({ payoutMethod: 'venmo', notes: 'Paid to @hokuao-leavingsoon' }).expect(200);
    await waitForProjections(t.runner);
    // Mail written to them (as a reset link would be, without SMTP), and to someone else.
    const mailer = t.app.get(Mailer);
    await mailer.send({ to: seller.email, subject: 'Reset your password', text: 'Hi Hokuao' });
    await mailer.send({ to: 'someone.else@example.com', subject: 'Reset your password', text: 'Hi Keoni' });

    const answer = await http().post(MY_ERASURE_PATH).set('cookie', seller.cookie).expect(201);
    expect(answer.body).toMatchObject({ subjectType: 'salesperson', subjectId: seller.id });
    expect(String(answer.headers['set-cookie'])).toMatch(/tint_session=;/);
    // No wait for the workers: the answer came once every read model had scrubbed them.

    const everything = await everyTextColumn();
    for (const personal of ['Hokuao', 'Leavingsoon', seller.email, 'hokuao-leavingsoon']) expect(everything).not.toContain(personal);
    const mails = await Promise.all((await readdir(mailer.mailDir)).map((name) => readFile(path.join(mailer.mailDir, name), 'utf8')));
    expect(mails.join('\n')).not.toContain(seller.email);
    expect(mails.join('\n')).toContain('someone.else@example.com');
    await http().get('/api/appointments').set('cookie', seller.cookie).expect(401);
    await http().post('/api/login').send({ email: seller.email, password: 'long password' }).expect(401);
    await http().post('/api/login').send({ email: erasedEmail(seller.id), password: 'long password' }).expect(401);

    // Their colleagues still see the serviced referral on the leaderboard, under the placeholder.
    const colleague = await signedUpSalesperson(t, 'Kekoa', 'Colleague');
    const leaderboard = JSON.stringify((await http().get('/api/leaderboard').set('cookie', colleague.cookie).expect(200)).body);
    expect(leaderboard).toContain(FORMER_SALESPERSON_NAME.split(' ')[0]!);
    expect(leaderboard).not.toContain('Hokuao');
    const user = ((await http().get('/api/admin/users').set(admin).expect(200)).body as { id: string; firstName: string; lastName: string; totalCommission?: unknown }[]).find((u) => u.id === seller.id)!;
    expect(`${user.firstName} ${user.lastName}`).toBe(FORMER_SALESPERSON_NAME);
    // Their paid commission stays in the ledger, under the placeholder.
    const ledger = await t.dataSource.query<{ payout_status: string; commission_cents: number; payout_notes: string | null }[]>('SELECT payout_status, commission_cents, payout_notes FROM payouts_ledger WHERE salesperson_id = $1', [seller.id]);
    expect(ledger).toEqual([{ payout_status: 'fulfilled', commission_cents: expect.any(Number) as number, payout_notes: null }]);

    expect((await erase({ subjectType: 'salesperson', subjectId: seller.id }).expect(409)).body.message).toBe(ALREADY_ERASED);
  });
});
