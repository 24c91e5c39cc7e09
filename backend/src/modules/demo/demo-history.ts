// A month of demo history for a fresh embedded start: several salespeople book, the admin confirms,
// marks services and pays, all through the same commands as the product (so as events, stamped
// with the moment they "happened"), in time order. The awards reactor then hands out the badges and
// bonuses they earned. Deterministic for a given day; skipped once the demo salespeople exist.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PAYOUT_METHODS } from '@tint/libs/constants';
import { addDaysToDate, dayOfWeek, isWeekend, SLOT_TIMES, startOfDateInZone, todayInZone, type DateString, type SlotTime } from '@tint/libs/slots';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Clock } from '../../platform/clock.js';
import { type Actor, newCorrelationId } from '../../platform/event-store/event-store.js';
import { BookAppointmentCommand } from '../appointments/book-appointment.command.js';
import { ChangeAppointmentCommand } from '../appointments/change-appointment.command.js';
import { AccountsQueries } from '../auth/accounts.queries.js';
import { RegisterSalespersonCommand } from '../auth/auth.commands.js';
import { DEMO_ADMIN, DEMO_SALESPERSON } from '../auth/demo-accounts.js';
import { FulfillPayoutCommand } from '../payouts/fulfill-payout.command.js';
import { SlotsQueries } from '../slots/slots.queries.js';
import { seededRandom } from '../../platform/seeded-random.js';

/** The other demo salespeople (no password: they cannot sign in) and how busy each is. */
export const DEMO_TEAM = [
  { firstName: 'Noelani', lastName: 'Kahananui', company: 'Aloha Kia', bookings: 14 },
  { firstName: 'Keoni', lastName: 'Akana', company: 'Island Honda', bookings: 11 },
  { firstName: 'Malia', lastName: 'Santos', company: 'Maui Toyota', bookings: 9 },
  { firstName: 'Ikaika', lastName: 'Perreira', company: 'BMW of Maui', bookings: 5 },
  { firstName: 'Alana', lastName: 'Wong', company: 'Servco Lexus/Subaru', bookings: 3 },
] as const;
const DEMO_SALESPERSON_BOOKINGS = 7;
const HISTORY_DAYS = 30;
/** Weekdays after today whose slots the history mostly leaves free (today too)… */
const ROOMY_WEEKDAYS = 5;
/** …holding at most this many of each such day's slots. */
const ROOMY_DAY_HISTORY_SLOTS = 1;

const CUSTOMERS = ['Makana Lee', 'Pua Kealoha', 'Kawika Cruz', 'Leimomi Ito', 'Kekoa Silva', 'Hoku Tanaka', 'Mahina Reyes', 'Kainoa Young'];
/** The cars of the generated histories (this demo month and the scale log of `npm run seed:scale`). */
export const VEHICLES = [
  ['2022', 'Toyota', 'Tacoma'],
  ['2021', 'Honda', 'Civic'],
  ['2023', 'Kia', 'Telluride'],
  ['2020', 'BMW', 'X5'],
  ['2024', 'Lexus', 'RX 350'],
  ['2019', 'Subaru', 'Outback'],
] as const;
const PACKAGES = ['carbon', 'ceramic', 'signature'] as const;

export const demoEmail = (firstName: string, lastName: string) => `${firstName}.${lastName}@demo.tintportal.test`.toLowerCase();

type Action = { at: Date; run: () => Promise<unknown> };

@Injectable()
export class DemoHistory {
  private readonly logger = new Logger(DemoHistory.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountsQueries,
    private readonly slots: SlotsQueries,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Seeds the history unless it is there already. Returns how many appointments it booked. */
  async ensure(now: Date = this.clock.now()): Promise<number> {
    const first = DEMO_TEAM[0];
    if (await this.accounts.idByEmail('salesperson', demoEmail(first.firstName, first.lastName))) return 0;
    const adminId = await this.accounts.idByEmail('admin', DEMO_ADMIN.email);
    const demoId = await this.accounts.idByEmail('salesperson', DEMO_SALESPERSON.email);
    if (!adminId || !demoId) throw new Error('The demo accounts must exist before the demo history');

    const system: Actor = { type: 'system', id: 'demo-seed' };
    const team: { id: string; bookings: number }[] = [{ id: demoId, bookings: DEMO_SALESPERSON_BOOKINGS }];
    for (const person of DEMO_TEAM) {
      const { id } = await this.commands.execute(
        new RegisterSalespersonCommand(
          { firstName: person.firstName, lastName: person.lastName, email: demoEmail(person.firstName, person.lastName), phoneNumber: '8085550100', company: person.company, password: null },
          { actor: system, correlationId: newCorrelationId() },
        ),
      );
      team.push({ id, bookings: person.bookings });
    }

    const zone = this.config.businessTimeZone;
    const today = todayInZone(now, zone);
    const rand = seededRandom(Number(today.replaceAll('-', '')));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
    const at = (date: DateString, hour: number) => new Date(startOfDateInZone(date, zone).getTime() + hour * 3_600_000);
    // Slots already held (bookings and reservations made before the history was seeded) stay free of it.
    const taken = new Set<string>((await this.slots.held()).map(({ date, time }) => `${date} ${time}`));
    // A new user's first dates must show times: today and the next weekdays keep most of their slots free.
    const roomyDays = new Set<DateString>([today]);
    for (let date = today; roomyDays.size <= ROOMY_WEEKDAYS; ) {
      date = addDaysToDate(date, 1);
      if (!isWeekend(date)) roomyDays.add(date);
    }
    const heldOn = (date: DateString) => SLOT_TIMES.filter((slot) => taken.has(`${date} ${slot}`)).length;
    const freeSlot = (from: DateString): [DateString, SlotTime] => {
      for (let date = from; ; date = addDaysToDate(date, 1)) {
        if (isWeekend(date)) continue;
        if (roomyDays.has(date) && heldOn(date) >= ROOMY_DAY_HISTORY_SLOTS) continue;
        const time = SLOT_TIMES.find((slot) => !taken.has(`${date} ${slot}`));
        if (time) {
          taken.add(`${date} ${time}`);
          return [date, time];
        }
      }
    };

    const actions: Action[] = [];
    let booked = 0;
    let demoPhones = 0;
    const adminMeta = () => ({ actor: { type: 'admin' as const, id: adminId }, correlationId: newCorrelationId() });
    for (const person of team) {
      for (let i = 0; i < person.bookings; i++) {
        const bookedOn = addDaysToDate(today, -Math.floor(rand() * HISTORY_DAYS));
        const bookedAt = at(bookedOn, 8 + Math.floor(rand() * 8));
        if (bookedAt > now) continue;
        booked++;
        const [date, time] = freeSlot(addDaysToDate(bookedOn, 2 + Math.floor(rand() * 5)));
        const [first, last] = pick(CUSTOMERS).split(' ') as [string, string];
        const [vehicleYear, vehicleMake, vehicleModel] = pick(VEHICLES);
        // A phone of its own: a customer phone two salespeople booked would be held for fraud review (issue 19), which a
        // demo customer is not.
        const customerPhone = `80855${String(10_000 + demoPhones++)}`;
        let appointmentId = '';
        actions.push({
          at: bookedAt,
          run: async () => {
            // The draw that once made the phone is still taken, so every later draw (and the history) is what it was.
            void rand();
            const appointment = await this.commands.execute(
              new BookAppointmentCommand(
                {
                  salespersonId: person.id,
                  isTest: false,
                  customerFirstName: first,
                  customerLastName: last,
                  customerEmail: `${first}.${last}@example.com`.toLowerCase(),
                  customerPhone,
                  vehicleYear,
                  vehicleMake,
                  vehicleModel,
                  tintPackageId: pick(PACKAGES),
                  windowOption: 'full',
                  vehicleSize: 'sedan',
                  appointmentDate: date,
                  appointmentTime: time,
                },
                undefined,
                { actor: { type: 'salesperson', id: person.id }, correlationId: newCorrelationId() },
                bookedAt,
              ),
            );
            appointmentId = appointment.id;
          },
        });
        const change = (when: Date, change: ConstructorParameters<typeof ChangeAppointmentCommand>[1]) =>
          when <= now && actions.push({ at: when, run: () => this.commands.execute(new ChangeAppointmentCommand(appointmentId, change, adminId, adminMeta(), when)) });
        if (rand() < 0.8) change(at(addDaysToDate(bookedOn, 1), 10), { isConfirmed: true });
        // Serviced on the day (most of them), paid on the following Friday evening.
        const servicedAt = at(date, 15);
        if (rand() < 0.85 && servicedAt <= now) {
          change(servicedAt, { status: 'completed' });
          let friday = date;
          while (dayOfWeek(friday) !== 5) friday = addDaysToDate(friday, 1);
          const paidAt = at(friday, 17);
          if (paidAt <= now && rand() < 0.9) {
            const method = pick(PAYOUT_METHODS);
            actions.push({
              at: paidAt,
              run: () =>
                this.commands.execute(new FulfillPayoutCommand(appointmentId, { payoutMethod: method, notes: `Demo payout (${method})` }, adminId, undefined, adminMeta(), paidAt)),
            });
          }
        }
      }
    }

    actions.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const action of actions) await action.run();
    this.logger.log(`Seeded a month of demo history: ${team.length} salespeople, ${booked} bookings, with their confirmations, services and payouts`);
    return booked;
  }
}
