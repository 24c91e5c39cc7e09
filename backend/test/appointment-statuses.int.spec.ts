// Issue 18: the statuses beyond the seed. An admin cancels an appointment (its place in the slot is free again) or
// marks a no-show (on or after its day); neither earns commission nor counts toward the leaderboard, the admin's tiles
// or the badges, and neither is in the pending payouts. End to end over HTTP on real PostgreSQL and BullMQ on Redis.
import request from 'supertest';
import { APPOINTMENT_HISTORY_LABELS } from '@tint/libs/api-types';
import type { DateString, SlotTime } from '@tint/libs/slots';
import { addDaysToDate } from '@tint/libs/slots';
import {
  APPOINTMENT_CANCELLED_FINAL,
  INVALID_APPOINTMENT_STATUS,
  NO_SHOW_BEFORE_DATE,
  REVERT_PAYOUT_BEFORE_CANCEL,
  SLOT_TAKEN,
} from '@tint/libs/validation-messages';
import { bookingBody } from './support/bookings.js';
import { ensureDemoAccounts, makeCaller } from './support/callers.js';
import { commandEventCount } from './support/event-counts.js';
import { signedUpSalesperson } from './support/salespeople.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { hst, TestClock } from './support/test-clock.js';
import { waitForProjections } from './support/wait-for-projections.js';

/** Each test has a week of its own from Monday 2 September 2030 (the product's clock is the test's). */
const clock = new TestClock(hst('2030-09-02T09:00'));
const mondayOfWeek = (week: number): DateString => addDaysToDate('2030-09-02', 7 * week);
const startWeek = (week: number) => clock.set(hst(`${mondayOfWeek(week)}T09:00`));
const dayOfWeek = (week: number, weekday: number): DateString => addDaysToDate(mondayOfWeek(week), weekday);
const onTheDay = (date: DateString) => clock.set(hst(`${date}T15:00`));

describe('cancelled and no-show appointments', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const http = () => request(t.app.getHttpServer());
  const eventCount = () => commandEventCount(t);
  const patch = (id: string, body: object) => http().patch(`/api/admin/appointments/${id}`).set(admin).send(body);

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', clock });
    await ensureDemoAccounts(t);
    admin = (await makeCaller(t, 'admin')).headers;
  });
  afterAll(() => t.close());

  const salesperson = async (name: string) => {
    const { cookie, id } = await signedUpSalesperson(t, name);
    const book = async (date: DateString, time: SlotTime, customer = 'Ana') =>
      (await http().post('/api/appointments').set('cookie', cookie).send(bookingBody({ customerFirstName: customer, appointmentDate: date, appointmentTime: time })).expect(201)).body
        .id as string;
    return { cookie, id, book };
  };

  it('cancels an appointment: its time is offered again, a second booking takes it, and the history says who', async () => {
    startWeek(0);
    const date = dayOfWeek(0, 2);
    const kai = await salesperson('Kai');
    const other = await salesperson('Noe');
    const id = await kai.book(date, '8:30 AM');
    const times = async () => (await http().get(`/api/available-times/${date}`).set('cookie', kai.cookie).expect(200)).body as string[];
    expect(await times()).not.toContain('8:30 AM');
    // Full: another booking of that time is refused.
    await http().post('/api/appointments').set('cookie', other.cookie).send(bookingBody({ appointmentDate: date, appointmentTime: '8:30 AM' })).expect(409);

    expect((await patch(id, { status: 'cancelled' }).expect(200)).body).toMatchObject({ id, status: 'cancelled', payoutStatus: 'pending' });
    expect(await times()).toContain('8:30 AM');
    const rebooked = await other.book(date, '8:30 AM', 'Ben');
    expect(rebooked).not.toBe(id);
    expect(await times()).not.toContain('8:30 AM');

    // The salesperson's own list shows it cancelled, as the admin's does.
    const mine = (await http().get('/api/appointments').set('cookie', kai.cookie).expect(200)).body as { id: string; status: string }[];
    expect(mine.find((a) => a.id === id)?.status).toBe('cancelled');
    const history = (await http().get(`/api/admin/appointments/${id}/history`).set(admin).expect(200)).body as { label: string; actorRole: string }[];
    expect(history.map((entry) => entry.label)).toEqual([APPOINTMENT_HISTORY_LABELS.AppointmentBooked, APPOINTMENT_HISTORY_LABELS.AppointmentCancelled]);
    expect(history[1]!.actorRole).toBe('admin');
    // The slot's stream records the place given back, caused by the cancellation.
    const slotEvents = await t.dataSource.query<{ type: string }[]>("SELECT type FROM events WHERE stream_id LIKE 'slot-%' AND data->>'appointmentId' = $1 ORDER BY global_position", [id]);
    expect(slotEvents.map((e) => e.type)).toEqual(['SlotClaimed', 'SlotClaimReleased']);
  });

  it('changes nothing more about a cancelled appointment, and appends nothing when it refuses', async () => {
    startWeek(1);
    const date = dayOfWeek(1, 1);
    const kai = await salesperson('Kai');
    const id = await kai.book(date, '10:30 AM');
    await patch(id, { status: 'cancelled' }).expect(200);
    const before = await eventCount();
    // Asking again for what it is changes nothing.
    await patch(id, { status: 'cancelled' }).expect(200);
    onTheDay(date);
    for (const body of [{ status: 'scheduled' }, { status: 'completed' }, { status: 'no_show' }, { isConfirmed: true }]) {
      expect((await patch(id, body).expect(409)).body.message).toBe(APPOINTMENT_CANCELLED_FINAL);
    }
    expect(await eventCount()).toBe(before);
    // The slot was given back once: a second booking of the time goes through, a third (capacity 1) does not.
    await kai.book(date, '10:30 AM', 'Ben');
    const third = await http().post('/api/appointments').set('cookie', kai.cookie).send(bookingBody({ appointmentDate: date, appointmentTime: '10:30 AM' })).expect(409);
    expect(third.body.message).toBe(SLOT_TAKEN);
  });

  it('marks a no-show only from the appointment\'s day, and takes it back', async () => {
    startWeek(2);
    const date = dayOfWeek(2, 3);
    const kai = await salesperson('Kai');
    const id = await kai.book(date, '12:30 PM');
    const before = await eventCount();
    expect((await patch(id, { status: 'no_show' }).expect(409)).body.message).toBe(NO_SHOW_BEFORE_DATE);
    // The evening before, in the business time zone (already the day itself in UTC): still refused.
    clock.set(hst(`${addDaysToDate(date, -1)}T20:00`));
    expect((await patch(id, { status: 'no_show' }).expect(409)).body.message).toBe(NO_SHOW_BEFORE_DATE);
    expect(await eventCount()).toBe(before);
    onTheDay(date);
    expect((await patch(id, { status: 'no_show' }).expect(200)).body.status).toBe('no_show');
    // A no-show keeps its place in the past slot: the time is not offered again.
    expect((await patch(id, { status: 'scheduled' }).expect(200)).body.status).toBe('scheduled');
    expect((await patch(id, { status: 'no_show' }).expect(200)).body.status).toBe('no_show');
    expect((await patch(id, { status: 'completed' }).expect(200)).body.status).toBe('completed');
  });

  it('refuses to cancel a paid appointment until its payout is reverted', async () => {
    startWeek(3);
    const date = dayOfWeek(3, 0);
    const kai = await salesperson('Kai');
    const id = await kai.book(date, '8:30 AM');
    onTheDay(date);
    await patch(id, { status: 'completed', payoutStatus: 'fulfilled' }).expect(200);
    const before = await eventCount();
    expect((await patch(id, { status: 'cancelled' }).expect(409)).body.message).toBe(REVERT_PAYOUT_BEFORE_CANCEL);
    expect((await patch(id, { status: 'no_show' }).expect(409)).body.message).toBe(REVERT_PAYOUT_BEFORE_CANCEL);
    expect(await eventCount()).toBe(before);
    expect((await patch(id, { status: 'cancelled', payoutStatus: 'pending' }).expect(200)).body).toMatchObject({ status: 'cancelled', payoutStatus: 'pending' });
  });

  it('leaves cancelled and no-show appointments out of the pending payouts, the leaderboard and the admin\'s tiles', async () => {
    // A week inside one month: the potential earnings list this month's days from today.
    startWeek(7);
    const kai = await salesperson('Kai');
    const monday = dayOfWeek(7, 0);
    const [serviced, cancelled, noShow, scheduled] = [
      await kai.book(monday, '8:30 AM', 'Ana'),
      await kai.book(monday, '10:30 AM', 'Ben'),
      await kai.book(monday, '12:30 PM', 'Cy'),
      await kai.book(dayOfWeek(7, 1), '8:30 AM', 'Dee'),
    ];
    onTheDay(monday);
    await patch(serviced, { status: 'completed' }).expect(200);
    // Serviced then cancelled: the service is taken back first, so it is owed nothing.
    await patch(cancelled, { status: 'completed' }).expect(200);
    await patch(cancelled, { status: 'cancelled' }).expect(200);
    await patch(noShow, { status: 'no_show' }).expect(200);

    const pending = (await http().get('/api/admin/pending-payouts').set(admin).expect(200)).body as { id: string }[];
    expect(pending.map((p) => p.id).filter((id) => [serviced, cancelled, noShow, scheduled].includes(id))).toEqual([serviced]);

    await waitForProjections(t.runner);
    const leaderboard = (await http().get('/api/leaderboard').set('cookie', kai.cookie).expect(200)).body as { user: { id: string }; monthlyReferrals: number; completedServices: number }[];
    expect(leaderboard.find((entry) => entry.user.id === kai.id)).toMatchObject({ monthlyReferrals: 2, completedServices: 1 });
    const tiles = ((await http().get('/api/admin/users').set(admin).expect(200)).body as { id: string }[]).find((u) => u.id === kai.id);
    expect(tiles).toMatchObject({ mtdAppointments: 2, servicedAppointments: 1 });
    // The salesperson's payout details: one serviced commission, one potential (the scheduled one).
    const details = (await http().get('/api/payout-details?period=MTD').set('cookie', kai.cookie).expect(200)).body;
    expect(details.completedAppointments.map((a: { id: string }) => a.id)).toEqual([serviced]);
    expect(details.scheduledAppointments.map((a: { id: string }) => a.id)).toEqual([scheduled]);
  });

  it('counts no cancelled booking toward a badge: the fifth booking of a week earns Weekly Warrior only when five stand', async () => {
    startWeek(5);
    const kai = await salesperson('Kai');
    const times: SlotTime[] = ['8:30 AM', '10:30 AM', '12:30 PM'];
    const booked = [
      await kai.book(dayOfWeek(5, 1), times[0]!),
      await kai.book(dayOfWeek(5, 1), times[1]!),
      await kai.book(dayOfWeek(5, 1), times[2]!),
      await kai.book(dayOfWeek(5, 2), times[0]!),
    ];
    await patch(booked[0]!, { status: 'cancelled' }).expect(200);
    await kai.book(dayOfWeek(5, 2), times[1]!);
    await waitForProjections(t.runner);
    const badges = async () => ((await http().get('/api/badges').set('cookie', kai.cookie).expect(200)).body as { badgeType: string }[]).map((b) => b.badgeType);
    expect(await badges()).not.toContain('weekly_warrior');
    await kai.book(dayOfWeek(5, 2), times[2]!);
    await waitForProjections(t.runner);
    expect(await badges()).toContain('weekly_warrior');
  });

  it('answers an unknown status with the message that names every status', async () => {
    startWeek(6);
    const kai = await salesperson('Kai');
    const id = await kai.book(dayOfWeek(6, 1), '8:30 AM');
    const before = await eventCount();
    for (const status of ['canceled', 'noshow', '', null, 3]) expect((await patch(id, { status }).expect(400)).body.message).toBe(INVALID_APPOINTMENT_STATUS);
    expect(await eventCount()).toBe(before);
  });
});
