import request from 'supertest';
import { NOTES_MAX } from '@tint/libs/constants';
import type { DateString } from '@tint/libs/slots';
import {
  DATE_NOT_BOOKABLE,
  DATE_REQUIRED,
  INVALID_SLOT_TIME,
  PAYOUT_NOTES_TOO_LONG,
  SLOT_ALREADY_RESERVED,
  SLOT_TAKEN,
  TIME_REQUIRED,
} from '@tint/libs/validation-messages';
import { bookingBody, weekdayAhead } from '../../../test/support/bookings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { clientAddress, ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';

const booking = (date: DateString, i: number) => bookingBody({ customerFirstName: `Customer ${i}`, tintPackageId: 'carbon', appointmentDate: date });

describe('reservations', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let salesperson: Record<string, string>;
  const http = () => request(t.app.getHttpServer());
  const slotEvents = async (date: DateString) =>
    (await t.dataSource.query<{ type: string }[]>("SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version", [`slot-${date}-830AM`])).map((e) => e.type);

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis' });
    await ensureDemoAccounts(t);
    admin = (await makeCaller(t, 'admin')).headers;
    salesperson = (await makeCaller(t, 'salesperson')).headers;
  });
  afterAll(() => t.close());

  it('holds a slot against 50 concurrent bookings, and frees it when cancelled', async () => {
    const date = weekdayAhead(4);
    const created = await http().post('/api/admin/reservations').set(admin).send({ reservationDate: date, reservationTime: '8:30 AM', customerName: 'Fleet day', notes: '  ' }).expect(201);
    expect(created.body).toMatchObject({ reservationDate: date, reservationTime: '8:30 AM', customerName: 'Fleet day', notes: null, status: 'active', reservedBy: 'Leilani Kahale' });
    expect((await http().get(`/api/available-times/${date}`).set(salesperson)).body).toEqual(['10:30 AM', '12:30 PM']);

    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => http().post('/api/appointments').set(salesperson).send(booking(date, i))));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(409));
    expect(results[0]!.body.message).toBe(SLOT_TAKEN);
    expect(await slotEvents(date)).toEqual(['SlotReserved']);

    await http().delete(`/api/admin/reservations/${created.body.id}`).set(admin).expect(204);
    await http().delete(`/api/admin/reservations/${created.body.id}`).set(admin).expect(204); // already cancelled: nothing new
    expect(await slotEvents(date)).toEqual(['SlotReserved', 'SlotReleased']);
    expect((await http().get(`/api/available-times/${date}`).set(salesperson)).body).toEqual(['8:30 AM', '10:30 AM', '12:30 PM']);
    await http().post('/api/appointments').set(salesperson).send(booking(date, 99)).expect(201);
    const listed = await http().get('/api/admin/reservations').set(admin).expect(200);
    expect(listed.body.find((r: { id: string }) => r.id === created.body.id).status).toBe('cancelled');
  });

  it('refuses a second reservation, a full slot, a past date and bad input', async () => {
    const date = weekdayAhead(6);
    await http().post('/api/admin/reservations').set(admin).send({ reservationDate: date, reservationTime: '8:30 AM' }).expect(201);
    const twice = await http().post('/api/admin/reservations').set(admin).send({ reservationDate: date, reservationTime: '8:30 AM' }).expect(409);
    expect(twice.body.message).toBe(SLOT_ALREADY_RESERVED);

    const booked = weekdayAhead(7);
    await http().post('/api/appointments').set(salesperson).send(booking(booked, 1)).expect(201);
    expect((await http().post('/api/admin/reservations').set(admin).send({ reservationDate: booked, reservationTime: '8:30 AM' }).expect(409)).body.message).toBe(SLOT_TAKEN);
    const send = (body: object) => http().post('/api/admin/reservations').set(admin).set('x-forwarded-for', clientAddress()).send(body).then((r) => [r.status, r.body.message]);
    expect(await send({ reservationDate: '2020-01-06', reservationTime: '8:30 AM' })).toEqual([400, DATE_NOT_BOOKABLE]);
    expect(await send({ reservationTime: '8:30 AM' })).toEqual([400, DATE_REQUIRED]);
    expect(await send({ reservationDate: date })).toEqual([400, TIME_REQUIRED]);
    expect(await send({ reservationDate: date, reservationTime: '9:00 AM' })).toEqual([400, INVALID_SLOT_TIME]);
    expect(await send({ reservationDate: date, reservationTime: '10:30 AM', notes: 'x'.repeat(NOTES_MAX + 1) })).toEqual([400, PAYOUT_NOTES_TOO_LONG]);
    await http().delete('/api/admin/reservations/00000000-0000-4000-8000-000000000000').set(admin).expect(404);
    await http().delete('/api/admin/reservations/not-a-uuid').set(admin).expect(404);
  });
});
