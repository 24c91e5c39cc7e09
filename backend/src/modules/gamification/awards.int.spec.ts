// The awards reactor applies a batch of events at once: what it awards must be what applying the same events one
// at a time awards, each award stamped with the event that earned it (its cause and time), even when the batch
// runs across a month's end. The workers are off, so the test decides how the events are batched.
import { CommandBus } from '@nestjs/cqrs';
import { addDaysToDate, isWeekend, type DateString } from '@tint/libs/slots';
import { newCorrelationId } from '../../platform/event-store/event-store.js';
import { commandBooking } from '../../../test/support/bookings.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { ensureDemoAccounts } from '../../../test/support/callers.js';
import { catchUpFully } from '../../../test/support/wait-for-projections.js';
import { BookAppointmentCommand } from '../appointments/book-appointment.command.js';
import { ChangeAppointmentCommand } from '../appointments/change-appointment.command.js';
import { RegisterSalespersonCommand } from '../auth/auth.commands.js';
import { AwardsReactor } from './awards.reactor.js';

/** An instant given as Honolulu wall time (UTC−10, no daylight saving). */
const hst = (wall: string) => new Date(`${wall}-10:00`);
const meta = (actor: { type: 'admin' | 'salesperson' | 'system'; id?: string }) => ({ actor, correlationId: newCorrelationId() }) as never;

type Award = { type: string; what: unknown; cause: string; occurredAt: string };

describe('the awards reactor, a batch at a time', () => {
  let t: TestApp;
  let adminId: string;
  const bus = () => t.app.get(CommandBus);

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', runWorkers: false });
    await ensureDemoAccounts(t);
    adminId = (await t.dataSource.query<{ id: string }[]>('SELECT id FROM admins_accounts LIMIT 1'))[0]!.id;
  });
  afterAll(() => t.close());

  /** 15 bookings in one week, 5 serviced on July 31 and 10 in August: the salesperson, and the ids of the 30 events in log order. */
  const history = async (firstName: string): Promise<{ salespersonId: string; events: string[] }> => {
    const { id: salespersonId } = await bus().execute(
      new RegisterSalespersonCommand(
        { firstName, lastName: 'Batch', email: `${firstName.toLowerCase()}.batch@example.com`, phoneNumber: '8085550000', company: 'Maui Toyota', password: null },
        meta({ type: 'system' }),
      ),
    );
    const ids: string[] = [];
    for (let date: DateString = '2026-07-06'; ids.length < 15; date = addDaysToDate(date, 1)) {
      if (isWeekend(date)) continue;
      const booked = await bus().execute(
        new BookAppointmentCommand(
          commandBooking(salespersonId, date, firstName === 'Uno' ? '8:30 AM' : '10:30 AM'),
          undefined,
          meta({ type: 'salesperson', id: salespersonId }),
          hst(`2026-06-29T08:${String(ids.length).padStart(2, '0')}`),
        ),
      );
      ids.push(booked.id);
    }
    for (const id of ids.slice(0, 5)) await bus().execute(new ChangeAppointmentCommand(id, { status: 'completed' }, adminId, meta({ type: 'admin', id: adminId }), hst('2026-07-31T15:00')));
    for (const [i, id] of ids.slice(5).entries()) {
      await bus().execute(new ChangeAppointmentCommand(id, { status: 'completed' }, adminId, meta({ type: 'admin', id: adminId }), hst(`2026-08-${String(3 + i).padStart(2, '0')}T15:00`)));
    }
    const events = await t.dataSource.query<{ event_id: string }[]>(
      "SELECT event_id FROM events WHERE stream_id = ANY($1::text[]) AND type IN ('AppointmentBooked', 'AppointmentServiced') ORDER BY global_position",
      [ids.map((id) => `appointment-${id}`)],
    );
    return { salespersonId, events: events.map((e) => e.event_id) };
  };

  const awards = async (salespersonId: string): Promise<Award[]> =>
    (
      await t.dataSource.query<{ type: string; data: Record<string, unknown>; metadata: { causationId: string }; occurred_at: Date }[]>(
        'SELECT type, data, metadata, occurred_at FROM events WHERE stream_id IN ($1, $2) ORDER BY global_position',
        [`badges-${salespersonId}`, `rewards-${salespersonId}`],
      )
    ).map((e) => ({ type: e.type, what: e.data.badgeType ?? e.data.month ?? e.data.giftCardNumber, cause: e.metadata.causationId, occurredAt: e.occurred_at.toISOString() }));

  it('awards in one batch what it awards one event at a time, each stamped with the event that earned it', async () => {
    const reactor = t.app.get(AwardsReactor);
    const oneByOne = await history('Uno');
    // Every event of Uno's history, one per batch.
    for (;;) if ((await t.runner.runBatch(reactor, 1)) === 0) break;
    const batched = await history('Tutti');
    // Tutti's 30 events in one batch (Uno's are behind the checkpoint already).
    expect(await t.runner.runBatch(reactor)).toBe(30);

    const single = await awards(oneByOne.salespersonId);
    const together = await awards(batched.salespersonId);
    // Causes compared by their place in the history (the 1st booking, the 30th event: the 15th service).
    const placed = (list: Award[], run: { events: string[] }) => list.map((a) => ({ ...a, cause: run.events.indexOf(a.cause) + 1 }));
    expect(placed(together, batched)).toEqual(placed(single, oneByOne));
    // The August bonus (10 that month; July's 5 do not count) and the gift card (15 in all) came with the last service.
    expect(placed(together, batched).filter((a) => a.type !== 'BadgeEarned')).toEqual([
      { type: 'CashBonusEarned', what: '2026-08', cause: 30, occurredAt: hst('2026-08-12T15:00').toISOString() },
      { type: 'GiftCardEarned', what: 1, cause: 30, occurredAt: hst('2026-08-12T15:00').toISOString() },
    ]);
    expect(placed(together, batched).find((a) => a.what === 'first_referral')).toMatchObject({ cause: 1, occurredAt: hst('2026-06-29T08:00').toISOString() });
    expect(together.map((a) => a.what).sort()).toEqual(['2026-08', 1, 'closer', 'completed_10', 'completed_5', 'first_referral', 'monthly_star', 'weekly_warrior'].sort());

    // Applied again (a retried batch), nothing more is awarded.
    await t.dataSource.query("UPDATE projection_checkpoints SET last_tx_id = '0'::xid8, last_position = 0 WHERE name = 'awards'");
    await catchUpFully(t.runner, reactor);
    expect(await awards(batched.salespersonId)).toEqual(together);
    expect(await awards(oneByOne.salespersonId)).toEqual(single);
  });

  it("counts the referrals another worker recorded since this one's last batch, and none a failed batch of its own held", async () => {
    // A second worker process on the same database: the two take turns at the batches.
    const other = await createTestApp({ queue: 'redis', runWorkers: false, database: t.database });
    try {
      const { id: salespersonId } = await bus().execute(
        new RegisterSalespersonCommand(
          { firstName: 'Turns', lastName: 'Batch', email: 'turns.batch@example.com', phoneNumber: '8085550001', company: 'Maui Toyota', password: null },
          meta({ type: 'system' }),
        ),
      );
      const WEEKDAYS = ['2026-07-20', '2026-07-21', '2026-07-22', '2026-07-23', '2026-07-24', '2026-07-27', '2026-07-28'];
      const book = (app: TestApp, n: number) =>
        app.app.get(CommandBus).execute(
          new BookAppointmentCommand(commandBooking(salespersonId, WEEKDAYS[n - 1]!, '12:30 PM'), undefined, meta({ type: 'salesperson', id: salespersonId }), hst(`2026-06-30T09:0${String(n)}`)),
        ) as Promise<{ id: string }>;
      const batch = (app: TestApp) => app.runner.catchUp(app.app.get(AwardsReactor));
      const weekly = async () => (await awards(salespersonId)).filter((a) => a.what === 'weekly_warrior');

      // Bookings 1 to 3, applied here; the 4th by the other worker; the 5th here again: five in one week.
      for (const n of [1, 2, 3]) await book(t, n);
      expect(await batch(t)).toBe(3);
      await book(other, 4);
      expect(await batch(other)).toBe(1);
      const fifth = await book(t, 5);
      expect(await batch(t)).toBe(1);
      const [bookedFifth] = await t.dataSource.query<{ event_id: string }[]>("SELECT event_id FROM events WHERE stream_id = $1 AND type = 'AppointmentBooked'", [`appointment-${fifth.id}`]);
      expect(await weekly()).toEqual([{ type: 'BadgeEarned', what: 'weekly_warrior', cause: bookedFifth!.event_id, occurredAt: hst('2026-06-30T09:05').toISOString() }]);

      // A batch here that fails once it has looked at the 6th booking: nothing of it is written, and nothing of it is
      // kept, so the batch that applies it again records it for every worker.
      await book(t, 6);
      await t.dataSource.query("CREATE FUNCTION test_awards_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the batch fails'; END $$");
      await t.dataSource.query('CREATE TRIGGER test_awards_fail BEFORE INSERT ON awards_referrals FOR EACH STATEMENT EXECUTE FUNCTION test_awards_fail()');
      await expect(batch(t)).rejects.toThrow(/the batch fails/);
      await t.dataSource.query('DROP TRIGGER test_awards_fail ON awards_referrals; DROP FUNCTION test_awards_fail()');
      expect(await batch(t)).toBe(1);
      const referrals = async () => (await t.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM awards_referrals WHERE salesperson_id = $1', [salespersonId]))[0]!.n;
      expect(await referrals()).toBe(6);
      // The other worker counts the six as well: the 7th booking, applied there, is the 7th referral.
      await book(other, 7);
      expect(await batch(other)).toBe(1);
      expect(await referrals()).toBe(7);
    } finally {
      await other.close({ keepDatabase: true });
    }
  });
});
