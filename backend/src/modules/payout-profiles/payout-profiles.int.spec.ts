// Payout Settings on real PostgreSQL (issue 20): a salesperson reads and writes only their own; bad input is a 400
// that appends nothing; the handle and the legal name are sealed in the log under the salesperson's key, so their
// erasure shreds them and deletes the read model's row; the admin's pending payouts carry the profile.
import request from 'supertest';
import type { PayoutProfile, PendingPayoutItem } from '@tint/libs/api-types';
import { FORMER_SALESPERSON_NAME } from '@tint/libs/texts/privacy';
import { INVALID_PAYOUT_METHOD, LEGAL_NAME_NOT_TEXT, LEGAL_NAME_TOO_LONG, PAYOUT_HANDLE_NOT_TEXT, PAYOUT_HANDLE_TOO_LONG, SINGLE_LINE_REQUIRED } from '@tint/libs/validation-messages';
import { LEGAL_NAME_REQUIRED, PAYOUT_HANDLE_REQUIRED } from '@tint/libs/texts/payout-settings';
import { addDaysToDate, type DateString } from '@tint/libs/slots';
import { bookingBody } from '../../../test/support/bookings.js';
import { clientAddress, ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';
import { commandEventCount } from '../../../test/support/event-counts.js';
import { signedUpSalesperson } from '../../../test/support/salespeople.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { hst, TestClock } from '../../../test/support/test-clock.js';

const MONDAY: DateString = '2030-06-03';
const clock = new TestClock(hst(`${MONDAY}T09:00`));
const PATH = '/api/payout-profile';

describe('payout settings', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const http = () => request(t.app.getHttpServer());
  const put = (cookie: string, body: object) => http().put(PATH).set('cookie', cookie).set('x-forwarded-for', clientAddress()).send(body);
  const get = async (cookie: string) => (await http().get(PATH).set('cookie', cookie).expect(200)).body as PayoutProfile | null;
  const rawEvents = (salespersonId: string) =>
    t.dataSource.query<{ type: string; data: Record<string, unknown> }[]>('SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version', [`payout-profile-${salespersonId}`]);

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', clock });
    await ensureDemoAccounts(t);
    admin = (await makeCaller(t, 'admin')).headers;
  });
  afterAll(() => t.close());

  it('answers null before any is set, then saves, trims and answers the profile; the same again appends nothing', async () => {
    const kai = await signedUpSalesperson(t, 'Kai', 'Settings');
    expect(await get(kai.cookie)).toBeNull();
    const saved = await put(kai.cookie, { payoutMethod: 'venmo', handle: '  @kai-settings ', legalName: ' Kai K. Settings ' }).expect(200);
    expect(saved.body).toEqual({ payoutMethod: 'venmo', handle: '@kai-settings', legalName: 'Kai K. Settings' });
    expect(await get(kai.cookie)).toEqual(saved.body);
    await put(kai.cookie, { payoutMethod: 'venmo', handle: '@kai-settings', legalName: 'Kai K. Settings' }).expect(200);
    expect(await rawEvents(kai.id)).toHaveLength(1);

    // Cash needs no handle; an empty one is none.
    expect((await put(kai.cookie, { payoutMethod: 'cash', handle: '  ', legalName: 'Kai K. Settings' }).expect(200)).body).toEqual({ payoutMethod: 'cash', handle: null, legalName: 'Kai K. Settings' });
    expect((await put(kai.cookie, { payoutMethod: 'check', legalName: 'Kai K. Settings' }).expect(200)).body).toEqual({ payoutMethod: 'check', handle: null, legalName: 'Kai K. Settings' });
    expect(await get(kai.cookie)).toEqual({ payoutMethod: 'check', handle: null, legalName: 'Kai K. Settings' });

    // The log holds the handle and the name sealed, never as text.
    const events = await rawEvents(kai.id);
    expect(events.map((e) => e.type)).toEqual(['PayoutProfileSet', 'PayoutProfileSet', 'PayoutProfileSet']);
    expect(JSON.stringify(events)).not.toContain('Kai K. Settings');
    expect(JSON.stringify(events)).not.toContain('@kai-settings');
    expect(events[0]!.data).toMatchObject({ salespersonId: kai.id, payoutMethod: 'venmo' });
  });

  it('refuses bad input with 400 and the reason, appending nothing', async () => {
    const noe = await signedUpSalesperson(t, 'Noe', 'Refused');
    const valid = { payoutMethod: 'zelle', handle: 'noe@example.com', legalName: 'Noe Refused' };
    const send = async (body: object) => {
      const answer = await put(noe.cookie, body);
      return [answer.status, (answer.body as { message: string }).message];
    };
    const before = await commandEventCount(t, 'payout-profile-');
    expect(await send({ ...valid, payoutMethod: 'bitcoin' })).toEqual([400, INVALID_PAYOUT_METHOD]);
    expect(await send({ ...valid, payoutMethod: undefined })).toEqual([400, INVALID_PAYOUT_METHOD]);
    for (const payoutMethod of ['venmo', 'paypal', 'zelle']) {
      expect(await send({ ...valid, payoutMethod, handle: undefined })).toEqual([400, PAYOUT_HANDLE_REQUIRED]);
      expect(await send({ ...valid, payoutMethod, handle: '   ' })).toEqual([400, PAYOUT_HANDLE_REQUIRED]);
    }
    expect(await send({ ...valid, handle: 42 })).toEqual([400, PAYOUT_HANDLE_NOT_TEXT]);
    expect(await send({ ...valid, payoutMethod: 'cash', handle: 42 })).toEqual([400, PAYOUT_HANDLE_NOT_TEXT]);
    expect(await send({ ...valid, handle: 'x'.repeat(201) })).toEqual([400, PAYOUT_HANDLE_TOO_LONG]);
    expect(await send({ ...valid, handle: 'two\nlines' })).toEqual([400, SINGLE_LINE_REQUIRED]);
    expect(await send({ ...valid, legalName: undefined })).toEqual([400, LEGAL_NAME_REQUIRED]);
    expect(await send({ ...valid, legalName: '  ' })).toEqual([400, LEGAL_NAME_REQUIRED]);
    expect(await send({ ...valid, legalName: 7 })).toEqual([400, LEGAL_NAME_NOT_TEXT]);
    expect(await send({ ...valid, legalName: 'x'.repeat(121) })).toEqual([400, LEGAL_NAME_TOO_LONG]);
    expect((await send({ ...valid, salespersonId: crypto.randomUUID() }))[0]).toBe(400);
    expect(await commandEventCount(t, 'payout-profile-')).toBe(before);
    expect(await get(noe.cookie)).toBeNull();
    // The longest of each is taken.
    await put(noe.cookie, { ...valid, handle: 'x'.repeat(200), legalName: 'y'.repeat(120) }).expect(200);
  });

  it("is always the caller's own: two salespeople never see each other's, and neither an admin nor a visitor gets in", async () => {
    const lani = await signedUpSalesperson(t, 'Lani', 'Own');
    const makoa = await signedUpSalesperson(t, 'Makoa', 'Other');
    await put(lani.cookie, { payoutMethod: 'paypal', handle: 'lani@example.com', legalName: 'Lani Own' }).expect(200);
    expect(await get(makoa.cookie)).toBeNull();
    await put(makoa.cookie, { payoutMethod: 'venmo', handle: '@makoa', legalName: 'Makoa Other' }).expect(200);
    expect(await get(lani.cookie)).toEqual({ payoutMethod: 'paypal', handle: 'lani@example.com', legalName: 'Lani Own' });
    expect(await get(makoa.cookie)).toEqual({ payoutMethod: 'venmo', handle: '@makoa', legalName: 'Makoa Other' });
    // Their data export carries their own settings.
    const exported = (await http().get('/api/me/export').set('cookie', lani.cookie).expect(200)).body as { payoutProfile: PayoutProfile | null };
    expect(exported.payoutProfile).toEqual({ payoutMethod: 'paypal', handle: 'lani@example.com', legalName: 'Lani Own' });
    await http().get(PATH).set(admin).expect(401);
    await http().put(PATH).set(admin).send({ payoutMethod: 'cash', legalName: 'Admin' }).expect(401);
    await http().get(PATH).expect(401);
    await http().get('/api/admin/earnings?year=2030').set('cookie', lani.cookie).expect(401);
  });

  it("shows each pending payout with its salesperson's profile (null when none)", async () => {
    clock.set(hst(`${MONDAY}T09:00`));
    const keoni = await signedUpSalesperson(t, 'Keoni', 'Payee');
    const pua = await signedUpSalesperson(t, 'Pua', 'Unset');
    await put(keoni.cookie, { payoutMethod: 'zelle', handle: '8085550123', legalName: 'Keoni Payee' }).expect(200);
    const day = addDaysToDate(MONDAY, 1);
    const book = async (cookie: string, time: string) =>
      ((await http().post('/api/appointments').set('cookie', cookie).set('idempotency-key', crypto.randomUUID()).send(bookingBody({ appointmentDate: day, appointmentTime: time })).expect(201)).body as { id: string }).id;
    const keonis = await book(keoni.cookie, '8:30 AM');
    const puas = await book(pua.cookie, '10:30 AM');
    clock.set(hst(`${day}T15:00`));
    for (const id of [keonis, puas]) await http().patch(`/api/admin/appointments/${id}`).set(admin).send({ status: 'completed' }).expect(200);
    const pending = (await http().get('/api/admin/pending-payouts').set(admin).expect(200)).body as PendingPayoutItem[];
    expect(pending.find((item) => item.id === keonis)?.payoutProfile).toEqual({ payoutMethod: 'zelle', handle: '8085550123', legalName: 'Keoni Payee' });
    expect(pending.find((item) => item.id === puas)?.payoutProfile).toBeNull();
  });

  it("an erasure shreds the profile: the log's copy reads as the placeholders, the row is gone, a rebuild agrees", async () => {
    const hoku = await signedUpSalesperson(t, 'Hoku', 'Erased');
    await put(hoku.cookie, { payoutMethod: 'venmo', handle: '@hoku-erased', legalName: 'Hokulani Erased' }).expect(200);
    const [before] = await t.eventStore.readStream(`payout-profile-${hoku.id}`);
    expect(before!.data).toMatchObject({ handle: '@hoku-erased', legalName: 'Hokulani Erased' });

    await http().post('/api/admin/erasures').set(admin).send({ subjectType: 'salesperson', subjectId: hoku.id }).expect(201);
    const [after] = await t.eventStore.readStream(`payout-profile-${hoku.id}`);
    expect(after!.data).toEqual({ salespersonId: hoku.id, payoutMethod: 'venmo', handle: null, legalName: FORMER_SALESPERSON_NAME });
    const rows = () => t.dataSource.query('SELECT * FROM payout_profiles ORDER BY salesperson_id');
    const live = await rows();
    expect(live.map((row: { salesperson_id: string }) => row.salesperson_id)).not.toContain(hoku.id);
    expect(JSON.stringify(live)).not.toContain('Hokulani');

    const projection = t.registry.list().find((p) => p.name === 'payout_profiles')!;
    await t.runner.rebuild(projection);
    expect(await rows()).toEqual(live);
    // Applying a stream's events again changes nothing.
    const iwa = await signedUpSalesperson(t, 'Iwa', 'Twice');
    await put(iwa.cookie, { payoutMethod: 'venmo', handle: '@iwa', legalName: 'Iwa Twice' }).expect(200);
    await put(iwa.cookie, { payoutMethod: 'other', handle: 'Cash app $iwa', legalName: 'Iwa Twice' }).expect(200);
    const settled = await rows();
    const events = await t.eventStore.readStream(`payout-profile-${iwa.id}`);
    await t.transactions.run(async (tx) => {
      for (const event of events) await projection.apply(event, { manager: tx.manager, tx });
    });
    expect(await rows()).toEqual(settled);
  });
});
