// The customer's manage page's server side (issue 18): their appointment read by the token of their link, and the
// two changes it offers, each a command on the appointment's stream with the slots' streams in one transaction.
// A wrong, unknown or expired token is one answer: 404 with MANAGE_LINK_INVALID (nothing tells them apart).
import { Inject, Injectable } from '@nestjs/common';
import type { CustomerAppointment } from '@tint/libs/api-types';
import { closedDatesBetween } from '@tint/libs/closures';
import { RESCHEDULE_NOTICE_HOURS } from '@tint/libs/constants';
import { centsToDecimal } from '@tint/libs/money';
import { TINT_PACKAGES, isTintPackage, regularBookingPriceCents } from '@tint/libs/prices';
import { changeKeepsDiscount, slotStartInZone, type DateString, type SlotTime } from '@tint/libs/slots';
import { MANAGE_LINK_INVALID } from '@tint/libs/texts/customer';
import { SLOT_TAKEN } from '@tint/libs/validation-messages';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Clock } from '../../platform/clock.js';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import { ConcurrencyError, ConflictError, NotFoundError } from '../../platform/errors.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { type EventTransaction, EventTransactions, fold } from '../../platform/event-store/event-transactions.js';
import { type AppointmentCommand, appointmentDecider, appointmentStream } from '../appointments/appointment.js';
import { currentGenerationWith } from '../appointments/reset-generation.js';
import { releaseClaimsOf } from '../appointments/release-claims.js';
import { assertOpen, closedRangesBetween } from '../closures/closed-dates.js';
import { SlotsQueries } from '../slots/slots.queries.js';
import { slotDecider, slotStream } from '../slots/slot.js';
import { TOKEN_PATTERN, tokenHash } from './manage-links.js';

const ATTEMPTS = 3;
const HOUR_MS = 3_600_000;

type Row = {
  id: string;
  customer_first_name: string;
  vehicle_year: string;
  vehicle_make: string;
  vehicle_model: string;
  tint_package_id: string;
  window_option: string | null;
  vehicle_size: string | null;
  appointment_date: string;
  appointment_time: SlotTime;
  estimated_price_cents: number;
  status: CustomerAppointment['status'];
};

@Injectable()
export class CustomerAppointments {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
    private readonly slots: SlotsQueries,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The appointment a live token opens (404 otherwise). */
  async appointmentIdOf(token: string, manager: EntityManager = this.dataSource.manager): Promise<string> {
    if (!TOKEN_PATTERN.test(token)) throw new NotFoundError(MANAGE_LINK_INVALID);
    const [link] = await manager.query<{ appointment_id: string }[]>('SELECT appointment_id FROM customer_links WHERE token_hash = $1 AND expires_at > $2', [
      tokenHash(token),
      this.clock.now(),
    ]);
    if (!link) throw new NotFoundError(MANAGE_LINK_INVALID);
    return link.appointment_id;
  }

  async view(token: string): Promise<CustomerAppointment> {
    return this.viewOf(await this.appointmentIdOf(token), this.dataSource.manager);
  }

  /** The free times of a date, as a salesperson's calendar offers them (none on a closed day). */
  async availableTimes(token: string, date: DateString): Promise<SlotTime[]> {
    await this.appointmentIdOf(token);
    return this.slots.availableTimes(date, this.clock.now());
  }

  /** The closed dates from `from` to `to` (both included), dates only. */
  async closedDates(token: string, from: DateString, to: DateString): Promise<DateString[]> {
    await this.appointmentIdOf(token);
    return closedDatesBetween(await closedRangesBetween(this.dataSource.manager, from, to), from, to);
  }

  /**
   * Moves the appointment: the old slot's place given back and the new one claimed, with the appointment's event, in
   * one transaction. Racing for the last place, one wins (the slot stream's version); the rest look again, find it
   * taken and get 409, as bookings do.
   */
  async reschedule(token: string, appointmentDate: DateString, appointmentTime: SlotTime, metadata: EventMetadata): Promise<CustomerAppointment> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transactions.run(async (tx) => {
          const appointmentId = await this.appointmentIdOf(token, tx.manager);
          const streamId = appointmentStream(appointmentId);
          const { generation, streams } = await currentGenerationWith(tx, [streamId]);
          const appointment = fold(streams.get(streamId)!, appointmentDecider);
          const context = this.contexts.at();
          const command: AppointmentCommand = { type: 'RescheduleAppointment', data: { appointmentId, generation, appointmentDate, appointmentTime } };
          const moved = appointmentDecider.decide(command, appointment.state, context);
          await assertOpen(tx.manager, appointmentDate);
          const [event] = moved;
          if (event?.type !== 'AppointmentRescheduled') throw new Error('a reschedule decides one AppointmentRescheduled');
          const d = event.data;
          const oldSlotId = slotStream(d.previousDate, d.previousTime);
          const newSlotId = slotStream(appointmentDate, appointmentTime);
          const slots = await tx.readStreams([oldSlotId, newSlotId]);
          const oldSlot = fold(slots.get(oldSlotId)!, slotDecider);
          const newSlot = fold(slots.get(newSlotId)!, slotDecider);
          const released = slotDecider.decide({ type: 'ReleaseClaim', data: { slotDate: d.previousDate, slotTime: d.previousTime, appointmentId, generation: d.generation } }, oldSlot.state, context);
          const claimed = slotDecider.decide({ type: 'ClaimSlot', data: { slotDate: appointmentDate, slotTime: appointmentTime, appointmentId, generation: d.generation } }, newSlot.state, context);
          const stamped = (events: readonly { type: string; data: object }[]) => events.map((e) => ({ type: e.type, data: e.data as Record<string, unknown>, occurredAt: context.now }));
          await tx.appendEach([
            { streamId, expectedVersion: appointment.version, events: stamped(moved), metadata },
            { streamId: oldSlotId, expectedVersion: oldSlot.version, events: stamped(released), metadata },
            { streamId: newSlotId, expectedVersion: newSlot.version, events: stamped(claimed), metadata },
          ]);
          return this.viewOf(appointmentId, tx.manager);
        });
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < ATTEMPTS) continue;
        if (error instanceof ConcurrencyError) throw new ConflictError(SLOT_TAKEN);
        throw error;
      }
    }
  }

  /** Cancels the appointment: its slot's place given back in the same transaction. */
  async cancel(token: string, metadata: EventMetadata): Promise<CustomerAppointment> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transactions.run(async (tx: EventTransaction) => {
          const appointmentId = await this.appointmentIdOf(token, tx.manager);
          const { generation } = await currentGenerationWith(tx, []);
          const context = this.contexts.at();
          const { events } = await tx.decide(appointmentStream(appointmentId), appointmentDecider, { type: 'CancelByCustomer', data: { appointmentId, generation } }, context, metadata);
          await releaseClaimsOf(tx, events, context, metadata);
          return this.viewOf(appointmentId, tx.manager);
        });
      } catch (error) {
        // A booking took the slot stream's next version while the place was given back: look again.
        if (error instanceof ConcurrencyError && error.streamId.startsWith('slot-') && attempt < ATTEMPTS) continue;
        throw error;
      }
    }
  }

  private async viewOf(appointmentId: string, manager: EntityManager): Promise<CustomerAppointment> {
    const [row] = await manager.query<Row[]>(
      `SELECT id, customer_first_name, vehicle_year, vehicle_make, vehicle_model, tint_package_id, window_option, vehicle_size,
              appointment_date::text AS appointment_date, appointment_time, estimated_price_cents, status
         FROM appointments_list WHERE id = $1`,
      [appointmentId],
    );
    // Its link outlived it (a Reset for Rollout): the same answer as any dead link.
    if (!row) throw new NotFoundError(MANAGE_LINK_INVALID);
    const zone = this.config.businessTimeZone;
    const now = this.clock.now();
    const tintPackageId = isTintPackage(row.tint_package_id) ? row.tint_package_id : TINT_PACKAGES[0];
    const regular = regularBookingPriceCents({
      tintPackageId,
      windowOption: row.window_option as never,
      vehicleSize: row.vehicle_size as never,
      vehicleMake: row.vehicle_make,
      vehicleModel: row.vehicle_model,
    });
    // The discount was lost when the price became the regular one (a fallback-table price has none to lose).
    const discountKept = regular === null || row.estimated_price_cents !== regular;
    const start = slotStartInZone(row.appointment_date, row.appointment_time, zone);
    return {
      customerFirstName: row.customer_first_name,
      appointmentDate: row.appointment_date,
      appointmentTime: row.appointment_time,
      status: row.status,
      vehicle: [row.vehicle_year, row.vehicle_make, row.vehicle_model].filter(Boolean).join(' '),
      tintPackageId,
      estimatedPrice: centsToDecimal(row.estimated_price_cents),
      regularPrice: regular === null ? null : centsToDecimal(regular),
      discountKept,
      discountDeadline: new Date(start.getTime() - RESCHEDULE_NOTICE_HOURS * HOUR_MS).toISOString(),
      changeKeepsDiscount: discountKept && changeKeepsDiscount(row.appointment_date, row.appointment_time, now, zone),
      canChange: row.status === 'scheduled' && start > now,
      businessTimeZone: zone,
    };
  }
}
