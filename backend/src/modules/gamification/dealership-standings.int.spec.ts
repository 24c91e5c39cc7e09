// Issue 20's standings by dealership (GET /api/leaderboard/dealerships), on a pinned clock with scripted histories
// (commands carry their own time), on the real Postgres with BullMQ on Redis: this month's bookings and services per
// dealership, counted as the leaderboard counts them, ranked, the caller's own marked, and nobody's name in it.
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import type { DealershipStanding } from '@tint/libs/api-types';
import type { DateString, SlotTime } from '@tint/libs/slots';
import { newCorrelationId } from '../../platform/event-store/event-store.js';
import { commandBooking } from '../../../test/support/bookings.js';
import { clientAddress, ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { hst, TestClock } from '../../../test/support/test-clock.js';
import { waitForProjections } from '../../../test/support/wait-for-projections.js';
import { BookAppointmentCommand } from '../appointments/book-appointment.command.js';
import { ChangeAppointmentCommand } from '../appointments/change-appointment.command.js';
import { RegisterSalespersonCommand } from '../auth/auth.commands.js';
import { DEMO_SALESPERSON } from '../auth/demo-accounts.js';
import { SESSION_COOKIE, Sessions } from '../auth/sessions.js';
import { EraseSubjectCommand } from '../privacy/erase-subject.command.js';
import { GamificationQueries } from './gamification.queries.js';

const meta = (actor: { type: 'admin' | 'salesperson' | 'system'; id?: string }) => ({ actor, correlationId: newCorrelationId() }) as never;
const PATH = '/api/leaderboard/dealerships';

describe('the leaderboard by dealership', () => {
  const clock = new TestClock(hst('2026-11-12T12:00'));
  let t: TestApp;
  let adminId: string;
  const bus = () => t.app.get(CommandBus);
  const http = () => request(t.app.getHttpServer());
  const people: { id: string; firstName: string; lastName: string; email: string }[] = [];

  const register = async (firstName: string, lastName: string, company: string): Promise<string> => {
    const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`;
    const { id } = await bus().execute(new RegisterSalespersonCommand({ firstName, lastName, email, phoneNumber: '8085550000', company, password: null }, meta({ type: 'system' })));
    people.push({ id, firstName, lastName, email });
    return id;
  };
  const book = async (salespersonId: string, at: Date, date: DateString, time: SlotTime): Promise<string> =>
    (await bus().execute(new BookAppointmentCommand(commandBooking(salespersonId, date, time), undefined, meta({ type: 'salesperson', id: salespersonId }), at))).id;
  const change = (id: string, status: 'completed' | 'cancelled', at: Date) =>
    bus().execute(new ChangeAppointmentCommand(id, { status }, adminId, meta({ type: 'admin', id: adminId }), at));
  const cookieOf = async (id: string) => `${SESSION_COOKIE}=${await t.app.get(Sessions).create(id)}`;
  const standings = async (cookie: string) => (await http().get(PATH).set('cookie', cookie).set('x-forwarded-for', clientAddress()).expect(200)).body as DealershipStanding[];

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', clock });
    // The demo salesperson (Maui Toyota, nothing booked) and the demo admin.
    await ensureDemoAccounts(t);
    adminId = (await t.dataSource.query<{ id: string }[]>('SELECT id FROM admins_accounts LIMIT 1'))[0]!.id;
  });
  afterAll(() => t.close());

  it("counts this month's bookings and services per dealership, ranks them, marks the caller's, and names nobody", async () => {
    const ana = await register('Ana', 'Pua', 'Akamai Motors');
    const ben = await register('Ben', 'Bell', 'Akamai Motors');
    const cy = await register('Cy', 'Cole', 'Aloha Kia');
    const dee = await register('Dee', 'Dela', 'Aloha Kia');
    const eve = await register('Eve', 'Ewa', 'Island Honda');
    const fay = await register('Fay', 'Fong', 'Kihei Auto Sales');

    // Last month: booked (and one serviced) in October. Only Cy's, serviced in November, counts: as completed.
    const october = await book(cy, hst('2026-10-05T10:00'), '2026-10-12', '8:30 AM');
    await book(eve, hst('2026-10-06T10:00'), '2026-10-13', '8:30 AM');
    const anaOctober = await book(ana, hst('2026-10-07T10:00'), '2026-10-14', '8:30 AM');
    await change(anaOctober, 'completed', hst('2026-10-15T09:00'));
    await change(october, 'completed', hst('2026-11-02T09:00'));

    // This month.
    const anaServiced = await book(ana, hst('2026-11-03T09:00'), '2026-11-09', '8:30 AM');
    await book(ana, hst('2026-11-04T09:00'), '2026-11-16', '8:30 AM');
    await book(ben, hst('2026-11-03T09:05'), '2026-11-09', '10:30 AM');
    const benCancelled = await book(ben, hst('2026-11-04T09:05'), '2026-11-17', '8:30 AM');
    await change(benCancelled, 'cancelled', hst('2026-11-05T09:00'));
    await book(cy, hst('2026-11-05T09:00'), '2026-11-18', '8:30 AM');
    const deeServiced = await book(dee, hst('2026-11-03T09:10'), '2026-11-09', '12:30 PM');
    await book(dee, hst('2026-11-06T09:00'), '2026-11-19', '8:30 AM');
    await book(fay, hst('2026-11-06T09:05'), '2026-11-20', '8:30 AM');
    await change(anaServiced, 'completed', hst('2026-11-10T09:00'));
    await change(deeServiced, 'completed', hst('2026-11-10T09:05'));
    await waitForProjections(t.runner);

    const expected: DealershipStanding[] = [
      // Equal bookings: more completed first.
      { dealership: 'Aloha Kia', bookings: 3, completed: 2, salespeople: 2, rank: 1, isMine: false },
      { dealership: 'Akamai Motors', bookings: 3, completed: 1, salespeople: 2, rank: 2, isMine: true },
      { dealership: 'Kihei Auto Sales', bookings: 1, completed: 0, salespeople: 1, rank: 3, isMine: false },
      // Nothing this month: still listed, with zeros, by name.
      { dealership: 'Island Honda', bookings: 0, completed: 0, salespeople: 1, rank: 4, isMine: false },
      { dealership: DEMO_SALESPERSON.company, bookings: 0, completed: 0, salespeople: 1, rank: 5, isMine: false },
    ];
    const answer = await standings(await cookieOf(ana));
    expect(answer).toEqual(expected);
    // Each caller sees the same numbers with their own dealership marked.
    expect((await standings(await cookieOf(fay))).map((s) => [s.dealership, s.isMine])).toEqual(expected.map((s) => [s.dealership, s.dealership === 'Kihei Auto Sales']));

    // Nobody's name, email or id: only dealerships and numbers.
    const json = JSON.stringify(answer);
    for (const person of people) for (const value of [person.firstName, person.lastName, person.email, person.id]) expect(json).not.toContain(value);
    for (const value of [DEMO_SALESPERSON.firstName, DEMO_SALESPERSON.lastName, DEMO_SALESPERSON.email]) expect(json).not.toContain(value);
    for (const entry of answer) expect(Object.keys(entry).sort()).toEqual(['bookings', 'completed', 'dealership', 'isMine', 'rank', 'salespeople']);

    // An erased salesperson's referrals still count for their dealership.
    await bus().execute(new EraseSubjectCommand('salesperson', dee, { type: 'admin', id: adminId }, meta({ type: 'admin', id: adminId })));
    await waitForProjections(t.runner);
    expect(await standings(await cookieOf(ana))).toEqual(expected);

    // The month is the business time zone's: at midnight in Honolulu on 1 December every count is back to zero.
    const queries = t.app.get(GamificationQueries);
    expect((await queries.dealershipStandings('Akamai Motors', hst('2026-11-30T23:59:59'))).map((s) => s.bookings)).toEqual([3, 3, 1, 0, 0]);
    const december = await queries.dealershipStandings('Akamai Motors', hst('2026-12-01T00:00:00'));
    expect(december.map((s) => [s.dealership, s.bookings, s.completed, s.rank])).toEqual([
      ['Akamai Motors', 0, 0, 1],
      ['Aloha Kia', 0, 0, 2],
      ['Island Honda', 0, 0, 3],
      ['Kihei Auto Sales', 0, 0, 4],
      [DEMO_SALESPERSON.company, 0, 0, 5],
    ]);
  });

  it('is for signed-in salespeople only: 401 signed out and 401 with an admin token', async () => {
    await http().get(PATH).set((await makeCaller(t, 'anonymous')).headers).expect(401);
    await http().get(PATH).set((await makeCaller(t, 'admin')).headers).expect(401);
    await http().get(PATH).set((await makeCaller(t, 'expiredSession')).headers).expect(401);
    const answer = await http().get(PATH).set((await makeCaller(t, 'salesperson')).headers).expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((answer.body as DealershipStanding[]).find((s) => s.isMine)?.dealership).toBe(DEMO_SALESPERSON.company);
  });
});
