// GET /api/test-appointments/first-open-slot: the test booking page's prefill. It moves past every slot the
// availability rule finds taken (bookings at capacity, reservations), so the page's first click books.
import request from 'supertest';
import type { FirstOpenSlotResponse } from '@tint/libs/api-types';
import { TEST_BOOKINGS_OFF } from '@tint/libs/validation-messages';
import { bookingBody, weekdayAhead } from '../../../test/support/bookings.js';
import { clientAddress, ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

describe('the test booking page’s first open slot', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const firstOpen = async (): Promise<FirstOpenSlotResponse> => (await http().get('/api/test-appointments/first-open-slot').set('x-forwarded-for', clientAddress()).expect(200)).body;
  const testBooking = (slot: NonNullable<FirstOpenSlotResponse>) =>
    http()
      .post('/api/test-appointments')
      .set('x-forwarded-for', clientAddress())
      .send({ ...bookingBody(slot), acknowledgeContact: undefined, acknowledgeServiceArea: undefined, acknowledgeDiscountPolicy: undefined });

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis' });
    await ensureDemoAccounts(t);
  });
  afterAll(() => t.close());

  it('answers the next weekday’s first free slot, without signing in, and moves past booked and reserved slots', async () => {
    const tomorrow = weekdayAhead(1);
    expect(await firstOpen()).toEqual({ appointmentDate: tomorrow, appointmentTime: '8:30 AM' });

    // What it answers books at once; the next answer is the next free slot (one bay: a booking fills it).
    await testBooking({ appointmentDate: tomorrow, appointmentTime: '8:30 AM' }).expect(201);
    expect(await firstOpen()).toEqual({ appointmentDate: tomorrow, appointmentTime: '10:30 AM' });

    // A reservation holds a slot as a full booking does.
    const admin = (await makeCaller(t, 'admin')).headers;
    await http().post('/api/admin/reservations').set(admin).send({ reservationDate: tomorrow, reservationTime: '10:30 AM' }).expect(201);
    expect(await firstOpen()).toEqual({ appointmentDate: tomorrow, appointmentTime: '12:30 PM' });

    // A salesperson's booking counts too; a full day moves on to the next weekday (never a weekend).
    const salesperson = (await makeCaller(t, 'salesperson')).headers;
    await http().post('/api/appointments').set(salesperson).send(bookingBody({ appointmentDate: tomorrow, appointmentTime: '12:30 PM' })).expect(201);
    const next = await firstOpen();
    expect(next).toEqual({ appointmentDate: weekdayAhead(2), appointmentTime: '8:30 AM' });
    await testBooking(next!).expect(201);
  });
});

describe('the first open slot with test bookings switched off', () => {
  it('answers 404, as the test booking endpoint does', async () => {
    const t = await createTestApp({ queue: 'postgres', env: { TEST_BOOKING_ENABLED: 'false' } });
    try {
      const res = await request(t.app.getHttpServer()).get('/api/test-appointments/first-open-slot').expect(404);
      expect(res.body.message).toBe(TEST_BOOKINGS_OFF);
    } finally {
      await t.close();
    }
  });
});
