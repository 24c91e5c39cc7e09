// A month of demo history for a fresh embedded start: several salespeople book, the admin confirms,
// marks services and pays, all through the same commands as the product (so as events, stamped
// with the moment they "happened"), in time order. The awards reactor then hands out the badges and
// bonuses they earned. Deterministic for a given day; skipped once the demo salespeople exist.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PAYOUT_METHODS } from '@tint/libs/constants';
import { addDaysToDate, dayOfWeek, isWeekend, SLOT_TIMES, startOfDateInZone, todayInZone, type DateString, type SlotTime } from '@tint/libs/slots';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { type Actor, newCorrelationId } from '../../platform/event-store/event-store.js';
import { ChangeAppointmentCommand, FulfillPayoutCommand } from '../appointments/appointment-lifecycle.commands.js';
import { BookAppointmentCommand } from '../appointments/book-appointment.command.js';
import { RegisterSalespersonCommand } from '../auth/auth.commands.js';
import { DEMO_ADMIN, DEMO_SALESPERSON } from '../auth/demo-accounts.js';

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

const CUSTOMERS = ['Makana Lee', 'Pua Kealoha', 'Kawika Cruz', 'Leimomi Ito', 'Kekoa Silva', 'Hoku Tanaka', 'Mahina Reyes', 'Kainoa Young'];
const VEHICLES = [
  ['2022', 'Toyota', 'Tacoma'],
  ['2021', 'Honda', 'Civic'],
  ['2023', 'Kia', 'Telluride'],
  ['2020', 'BMW', 'X5'],
  ['2024', 'Lexus', 'RX 350'],
  ['2019', 'Subaru', 'Outback'],
] as const;
const PACKAGES = ['carbon', 'ceramic', 'signature'] as const;

export const demoEmail = (firstName: string, lastName: string) => `${firstName}.${lastName}@demo.tintportal.test`.toLowerCase();

/** mulberry32: a small seeded generator, so the same day seeds the same history. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Action = { at: Date; run: () => Promise<unknown> };

@Injectable()
export class DemoHistory {
  private readonly logger = new Logger(DemoHistory.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Seeds the history unless it is there already. Returns how many appointments it booked. */
  async ensure(now: Date = new Date()): Promise<number> {
    const first = DEMO_TEAM[0];
    const [seeded] = await this.dataSource.query<unknown[]>('SELECT 1 FROM accounts_salespeople WHERE email = $1', [demoEmail(first.firstName, first.lastName)]);
    if (seeded) return 0;
    const idOf = async (table: string, email: string) => (await this.dataSource.query<{ id: string }[]>(`SELECT id FROM ${table} WHERE email = $1`, [email]))[0]?.id;
    const adminId = await idOf('admins_accounts', DEMO_ADMIN.email);
    const demoId = await idOf('accounts_salespeople', DEMO_SALESPERSON.email);
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
    const rand = random(Number(today.replaceAll('-', '')));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
    const at = (date: DateString, hour: number) => new Date(startOfDateInZone(date, zone).getTime() + hour * 3_600_000);
    // Slots already held (bookings and reservations made before the history was seeded) stay free of it.
    const held = await this.dataSource.query<{ slot: string }[]>(
      `SELECT to_char(appointment_date, 'YYYY-MM-DD') || ' ' || appointment_time AS slot FROM appointments_list
       UNION SELECT to_char(reservation_date, 'YYYY-MM-DD') || ' ' || reservation_time FROM reservations_list WHERE status = 'active'`,
    );
    const taken = new Set<string>(held.map((row) => row.slot));
    const freeSlot = (from: DateString): [DateString, SlotTime] => {
      for (let date = from; ; date = addDaysToDate(date, 1)) {
        if (isWeekend(date)) continue;
        const time = SLOT_TIMES.find((slot) => !taken.has(`${date} ${slot}`));
        if (time) {
          taken.add(`${date} ${time}`);
          return [date, time];
        }
      }
    };

    const actions: Action[] = [];
    let booked = 0;
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
        let appointmentId = '';
        actions.push({
          at: bookedAt,
          run: async () => {
            const appointment = await this.commands.execute(
              new BookAppointmentCommand(
                {
                  salespersonId: person.id,
                  isTest: false,
                  customerFirstName: first,
                  customerLastName: last,
                  customerEmail: `${first}.${last}@example.com`.toLowerCase(),
                  customerPhone: `80855${String(1000 + Math.floor(rand() * 9000))}`,
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
