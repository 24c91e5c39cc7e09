import request from 'supertest';
import { CLOSURE_MAX_DAYS, CLOSURE_REASON_MAX, DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { addDaysToDate, todayInZone, type DateString, type SlotTime } from '@tint/libs/slots';
import { CLOSED_DATES_RANGE_INVALID, CLOSURE_END_BEFORE_START, CLOSURE_END_INVALID, CLOSURE_IN_PAST, CLOSURE_NOT_FOUND, CLOSURE_REASON_NOT_TEXT, CLOSURE_REASON_TOO_LONG, CLOSURE_START_INVALID, CLOSURE_TOO_LONG, SINGLE_LINE_REQUIRED, SLOT_TAKEN } from '@tint/libs/validation-messages';
import { CLOSURE_REASON_REQUIRED, SHOP_CLOSED } from '@tint/libs/texts/closures';
import { bookingBody, CUSTOMER, weekdayAhead } from '../../../test/support/bookings.js';
import { clientAddress, ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';
import { commandEventCount } from '../../../test/support/event-counts.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

const SALESPERSON_NAME = 'Kai Makoa';
/** Every date from `first` to `last`, weekends included (a closure closes them all). */
const everyDate = (first: DateString, last: DateString): DateString[] => (first > last ? [] : [first, ...everyDate(addDaysToDate(first, 1), last)]);
const ADMIN_NAME = 'Leilani Kahale';

describe('closures', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let salesperson: Record<string, string>;
  const http = () => request(t.app.getHttpServer());
  const book = (date: DateString, time: SlotTime, customerFirstName = 'Lani') =>
    http().post('/api/appointments').set(salesperson).send(bookingBody({ appointmentDate: date, appointmentTime: time, customerFirstName }));
  const testBook = (date: DateString, time: SlotTime) =>
    http().post('/api/test-appointments').set('x-forwarded-for', clientAddress()).send({ ...CUSTOMER, customerFirstName: 'Tess', tintPackageId: 'ceramic', appointmentDate: date, appointmentTime: time });
  const close = (body: object) => http().post('/api/admin/closures').set(admin).send(body);
  const times = async (date: DateString) => (await http().get(`/api/available-times/${date}`).set(salesperson).expect(200)).body as SlotTime[];
  const streamEvents = async (closureId: string) =>
    (await t.dataSource.query<{ type: string; data: object }[]>('SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version', [`closure-${closureId}`])).map((e) => [e.type, e.data]);

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis' });
    await ensureDemoAccounts(t);
    admin = (await makeCaller(t, 'admin')).headers;
    salesperson = (await makeCaller(t, 'salesperson')).headers;
  });
  afterAll(() => t.close());

  it('closes dates, shows what is already booked on them, offers no times and refuses bookings and reservations until removed', async () => {
    const [first, second] = [weekdayAhead(5), weekdayAhead(6)];
    const kept = (await book(first, '10:30 AM', 'Noelani').expect(201)).body as { id: string };
    const early = (await book(first, '8:30 AM', 'Keoni').expect(201)).body as { id: string };
    const test = (await testBook(second, '12:30 PM').expect(201)).body as { id: string };

    const created = await close({ startDate: first, endDate: second, reason: '  Team training  ' }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      startDate: first,
      endDate: second,
      reason: 'Team training',
      createdBy: ADMIN_NAME,
      createdAt: expect.any(String),
      bookedAppointments: [
        { id: early.id, appointmentDate: first, appointmentTime: '8:30 AM', customerName: 'Keoni Kealoha', salespersonName: SALESPERSON_NAME },
        { id: kept.id, appointmentDate: first, appointmentTime: '10:30 AM', customerName: 'Noelani Kealoha', salespersonName: SALESPERSON_NAME },
        { id: test.id, appointmentDate: second, appointmentTime: '12:30 PM', customerName: 'Tess Kealoha', salespersonName: null },
      ],
    });
    const id = created.body.id as string;
    const adminId = (await t.dataSource.query<{ id: string }[]>("SELECT id FROM admins_accounts WHERE email = 'admin@tintportal.test'"))[0]!.id;
    expect(await streamEvents(id)).toEqual([['ClosureCreated', { closureId: id, startDate: first, endDate: second, reason: 'Team training', createdBy: adminId }]]);
    const listed = (await http().get('/api/admin/closures').set(admin).expect(200)).body as { id: string; bookedAppointments: unknown[] }[];
    expect(listed.find((closure) => closure.id === id)).toEqual(created.body);

    // No times, no bookings (salesperson or test page), no reservations; and nothing appended by a refusal.
    expect(await times(first)).toEqual([]);
    expect(await times(second)).toEqual([]);
    const before = await commandEventCount(t);
    for (const refused of [
      await book(second, '8:30 AM'),
      await testBook(first, '12:30 PM'),
      await http().post('/api/admin/reservations').set(admin).send({ reservationDate: second, reservationTime: '10:30 AM' }),
    ]) {
      expect([refused.status, refused.body.message]).toEqual([409, SHOP_CLOSED]);
    }
    expect(await commandEventCount(t)).toBe(before);

    // The salespeople's date pickers read the closed dates of a window: dates only.
    const today = todayInZone(new Date(), DEFAULT_BUSINESS_TIMEZONE);
    expect((await http().get(`/api/closures?from=${today}&to=${addDaysToDate(today, 60)}`).set(salesperson).expect(200)).body).toEqual(everyDate(first, second));
    expect((await http().get(`/api/closures?from=${second}&to=${second}`).set(salesperson).expect(200)).body).toEqual([second]);
    expect((await http().get(`/api/closures?from=${addDaysToDate(second, 1)}&to=${addDaysToDate(second, 30)}`).set(salesperson).expect(200)).body).toEqual([]);

    await http().delete(`/api/admin/closures/${id}`).set(admin).expect(204);
    await http().delete(`/api/admin/closures/${id}`).set(admin).expect(204); // already removed: nothing new
    expect((await streamEvents(id)).map(([type]) => type)).toEqual(['ClosureCreated', 'ClosureRemoved']);
    expect((await streamEvents(id))[1]![1]).toEqual({ closureId: id, removedBy: adminId });
    expect(((await http().get('/api/admin/closures').set(admin).expect(200)).body as { id: string }[]).map((c) => c.id)).not.toContain(id);
    expect(await times(first)).toEqual(['12:30 PM']);
    expect((await http().get(`/api/closures?from=${today}&to=${addDaysToDate(today, 60)}`).set(salesperson).expect(200)).body).toEqual([]);
    await book(second, '8:30 AM').expect(201);
  });

  it('skips closed dates for the test page’s first open slot', async () => {
    const open = (await http().get('/api/test-appointments/first-open-slot').expect(200)).body as { appointmentDate: DateString };
    const closed = await close({ startDate: open.appointmentDate, endDate: open.appointmentDate, reason: 'Holiday' }).expect(201);
    const after = (await http().get('/api/test-appointments/first-open-slot').expect(200)).body as { appointmentDate: DateString };
    expect(after.appointmentDate > open.appointmentDate).toBe(true);
    await http().delete(`/api/admin/closures/${closed.body.id as string}`).set(admin).expect(204);
  });

  it('lists every booking that won a race with the closure, and refuses the rest', async () => {
    const date = weekdayAhead(9);
    const racing = (['8:30 AM', '10:30 AM', '12:30 PM'] as const).flatMap((time) => [0, 1, 2].map((i) => book(date, time, `Racer${String(i)}`)));
    const closing = close({ startDate: date, endDate: date, reason: 'Power outage' });
    const [closure, ...bookings] = await Promise.all([closing, ...racing]);
    expect(closure.status).toBe(201);
    const won = bookings.filter((r) => r.status === 201).map((r) => r.body.id as string);
    for (const lost of bookings.filter((r) => r.status !== 201)) expect([lost.status, [SHOP_CLOSED, SLOT_TAKEN]]).toEqual([409, expect.arrayContaining([lost.body.message])]);
    expect((closure.body.bookedAppointments as { id: string }[]).map((a) => a.id).sort()).toEqual(won.sort());
    await http().delete(`/api/admin/closures/${closure.body.id as string}`).set(admin).expect(204);
  });

  it('refuses bad input with 400, writing no event, and an unknown closure with 404', async () => {
    const date = weekdayAhead(3);
    const today = todayInZone(new Date(), DEFAULT_BUSINESS_TIMEZONE);
    const send = (body: object) => http().post('/api/admin/closures').set(admin).set('x-forwarded-for', clientAddress()).send(body).then((r) => [r.status, r.body.message]);
    const valid = { startDate: date, endDate: date, reason: 'Holiday' };
    const before = await commandEventCount(t, 'closure-');
    expect(await send({ ...valid, startDate: undefined })).toEqual([400, CLOSURE_START_INVALID]);
    expect(await send({ ...valid, startDate: '2026-02-30' })).toEqual([400, CLOSURE_START_INVALID]);
    expect(await send({ ...valid, startDate: '12/24/2026' })).toEqual([400, CLOSURE_START_INVALID]);
    expect(await send({ ...valid, endDate: undefined })).toEqual([400, CLOSURE_END_INVALID]);
    expect(await send({ ...valid, endDate: 20261224 })).toEqual([400, CLOSURE_END_INVALID]);
    expect(await send({ ...valid, endDate: addDaysToDate(date, -1) })).toEqual([400, CLOSURE_END_BEFORE_START]);
    expect(await send({ ...valid, endDate: addDaysToDate(date, CLOSURE_MAX_DAYS) })).toEqual([400, CLOSURE_TOO_LONG]);
    expect(await send({ ...valid, startDate: addDaysToDate(today, -10), endDate: addDaysToDate(today, -1) })).toEqual([400, CLOSURE_IN_PAST]);
    expect(await send({ ...valid, reason: undefined })).toEqual([400, CLOSURE_REASON_REQUIRED]);
    expect(await send({ ...valid, reason: '   ' })).toEqual([400, CLOSURE_REASON_REQUIRED]);
    expect(await send({ ...valid, reason: 42 })).toEqual([400, CLOSURE_REASON_NOT_TEXT]);
    expect(await send({ ...valid, reason: 'x'.repeat(CLOSURE_REASON_MAX + 1) })).toEqual([400, CLOSURE_REASON_TOO_LONG]);
    expect(await send({ ...valid, reason: 'Two\nlines' })).toEqual([400, SINGLE_LINE_REQUIRED]);
    expect((await send({ ...valid, extra: true }))[0]).toBe(400);
    expect(await commandEventCount(t, 'closure-')).toBe(before);
    // The longest closure is taken, and a reason of the longest length.
    const longest = await close({ startDate: date, endDate: addDaysToDate(date, CLOSURE_MAX_DAYS - 1), reason: 'x'.repeat(CLOSURE_REASON_MAX) }).expect(201);
    await http().delete(`/api/admin/closures/${longest.body.id as string}`).set(admin).expect(204);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await http().delete(`/api/admin/closures/${id}`).set(admin).expect(404);
      expect(res.body.message).toBe(CLOSURE_NOT_FOUND);
    }
  });

  it('rebuilds the closures from the log to the rows the appends left, and applying an event twice changes nothing', async () => {
    const kept = await close({ startDate: weekdayAhead(20), endDate: weekdayAhead(22), reason: 'Inventory' }).expect(201);
    const removed = await close({ startDate: weekdayAhead(25), endDate: weekdayAhead(25), reason: 'Holiday' }).expect(201);
    await http().delete(`/api/admin/closures/${removed.body.id as string}`).set(admin).expect(204);
    const rows = () => t.dataSource.query('SELECT * FROM closures_list ORDER BY id');
    const live = await rows();
    expect(live).toContainEqual(expect.objectContaining({ id: kept.body.id, reason: 'Inventory' }));
    expect(live).not.toContainEqual(expect.objectContaining({ id: removed.body.id }));
    const projection = t.registry.list().find((p) => p.name === 'closures')!;
    await t.runner.rebuild(projection);
    expect(await rows()).toEqual(live);
    const events = await t.eventStore.readStream(`closure-${kept.body.id as string}`);
    await t.transactions.run((tx) => projection.applyBatch!(events, { manager: tx.manager, tx }));
    expect(await rows()).toEqual(live);
    await http().delete(`/api/admin/closures/${kept.body.id as string}`).set(admin).expect(204);
  });

  it('answers the closed dates of a valid window only', async () => {
    const get = (query: string) => http().get(`/api/closures${query}`).set(salesperson).then((r) => [r.status, r.body.message]);
    for (const query of ['', '?from=2026-11-23', '?to=2026-11-23', '?from=2026-11-23&to=2026-11-22', '?from=2026-02-30&to=2026-03-02', `?from=2026-11-23&to=${addDaysToDate('2026-11-23', CLOSURE_MAX_DAYS)}`, '?from=2026-11-23&to=2026-11-24&to=2026-11-25']) {
      expect([query, ...(await get(query))]).toEqual([query, 400, CLOSED_DATES_RANGE_INVALID]);
    }
    await http().get(`/api/closures?from=2026-11-23&to=${addDaysToDate('2026-11-23', CLOSURE_MAX_DAYS - 1)}`).set(salesperson).expect(200);
    await http().get('/api/closures?from=2026-11-23&to=2026-11-24').expect(401);
    await http().get('/api/closures?from=2026-11-23&to=2026-11-24').set(admin).expect(401);
    await http().get('/api/admin/closures').set(salesperson).expect(401);
  });
});
