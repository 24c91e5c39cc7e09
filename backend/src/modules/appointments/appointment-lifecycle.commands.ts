// What an admin does to an appointment: confirm, mark serviced, mark paid (the details dialog's
// checkboxes, PATCH) and fulfil a payout with its method and notes (the Payouts tab). Each change is
// decided on the appointment's stream at the version it was read: two admins changing the same
// appointment at once → one wins, the other gets 409 and reloads.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Appointment } from '@tint/libs/api-types';
import type { PayoutMethod } from '@tint/libs/constants';
import { APPOINTMENT_NOT_FOUND } from '@tint/libs/validation-messages';
import { ConcurrencyError, NotFoundError } from '../../platform/errors.js';
import { type EventMetadata, EventStore, type EventTransaction, loadAggregate, stamped } from '../../platform/event-store/event-store.js';
import { IdempotencyKeys } from '../../platform/idempotency/idempotency-keys.js';
import {
  type AppointmentChange,
  type AppointmentEvent,
  type AppointmentState,
  appointmentStream,
  type BookedAppointment,
  currentAppointment,
  decideChange,
  decideFulfill,
  evolveAppointment,
  notBooked,
} from './appointment.js';
import { findAppointment } from './appointments.queries.js';
import { appointmentGeneration } from './reset-appointments.command.js';

async function loadCurrent(tx: EventTransaction, appointmentId: string): Promise<{ appointment: BookedAppointment; version: number }> {
  const generation = await appointmentGeneration(tx);
  const { state, version } = await loadAggregate<AppointmentState, AppointmentEvent>(tx, appointmentStream(appointmentId), evolveAppointment, notBooked);
  return { appointment: currentAppointment(state, generation), version };
}

async function answer(tx: EventTransaction, appointmentId: string): Promise<Appointment> {
  const appointment = await findAppointment(tx.manager, appointmentId);
  if (!appointment) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  return appointment;
}

export class ChangeAppointmentCommand {
  constructor(
    readonly appointmentId: string,
    readonly change: AppointmentChange,
    readonly adminId: string,
    readonly metadata: EventMetadata,
    readonly now: Date = new Date(),
  ) {}
}

@CommandHandler(ChangeAppointmentCommand)
export class ChangeAppointmentHandler implements ICommandHandler<ChangeAppointmentCommand, Appointment> {
  constructor(private readonly events: EventStore) {}

  execute({ appointmentId, change, adminId, metadata, now }: ChangeAppointmentCommand): Promise<Appointment> {
    return this.events.transaction(async (tx) => {
      const { appointment, version } = await loadCurrent(tx, appointmentId);
      await tx.append(appointmentStream(appointmentId), version, stamped(decideChange(change, appointment, appointmentId, adminId), now), metadata);
      return answer(tx, appointmentId);
    });
  }
}

export class FulfillPayoutCommand {
  constructor(
    readonly appointmentId: string,
    readonly payout: { payoutMethod: PayoutMethod; notes: string | null },
    readonly adminId: string,
    readonly idempotencyKey: string | undefined,
    readonly metadata: EventMetadata,
    readonly now: Date = new Date(),
  ) {}
}

@CommandHandler(FulfillPayoutCommand)
export class FulfillPayoutHandler implements ICommandHandler<FulfillPayoutCommand, Appointment> {
  constructor(
    private readonly events: EventStore,
    private readonly idempotencyKeys: IdempotencyKeys,
  ) {}

  async execute(command: FulfillPayoutCommand): Promise<Appointment> {
    try {
      return await this.attempt(command);
    } catch (error) {
      // Someone changed the appointment meanwhile: decide again on what is there now, which gives
      // the precise refusal ("already marked as paid", "mark as serviced first") or goes through.
      if (error instanceof ConcurrencyError) return this.attempt(command);
      throw error;
    }
  }

  private attempt({ appointmentId, payout, adminId, idempotencyKey, metadata, now }: FulfillPayoutCommand): Promise<Appointment> {
    return this.events.transaction(async (tx) => {
      const scope = `admin:${adminId}:fulfill-payout`;
      if (idempotencyKey) {
        const stored = await this.idempotencyKeys.claim<Appointment>(tx.manager, scope, idempotencyKey, { appointmentId, ...payout });
        if (stored.replayed) return stored.body;
      }
      const { appointment, version } = await loadCurrent(tx, appointmentId);
      await tx.append(appointmentStream(appointmentId), version, stamped(decideFulfill(payout, appointment, appointmentId, adminId), now), metadata);
      const result = await answer(tx, appointmentId);
      if (idempotencyKey) await this.idempotencyKeys.remember(tx.manager, scope, idempotencyKey, 200, result);
      return result;
    });
  }
}
