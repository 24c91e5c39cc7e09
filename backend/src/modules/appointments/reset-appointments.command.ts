// Reset for Rollout: one AppointmentsReset event on the `system` stream starts a new generation of
// appointments. Every appointment-derived read model drops what came before it; the event log keeps
// it all. Bookings, reservations and admin changes read the current generation under a shared lock
// that the reset takes exclusively, so no command straddles a reset.
import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ResetAppointmentsResponse } from '@tint/libs/api-types';
import { RESET_SUCCESS } from '@tint/libs/validation-messages';
import { type EventMetadata, EventStore, type EventTransaction, stamped } from '../../platform/event-store/event-store.js';

export const SYSTEM_STREAM = 'system';
/** pg advisory lock key shared by every command that depends on the reset generation. */
const RESET_LOCK = 7_424_001;

export type AppointmentsReset = { type: 'AppointmentsReset'; data: { resetId: string; generation: number; resetBy: string } };

async function resetsSoFar(tx: EventTransaction): Promise<number> {
  const [row] = await tx.manager.query<{ resets: number }[]>(
    "SELECT count(*)::int AS resets FROM events WHERE stream_id = $1 AND type = 'AppointmentsReset'",
    [SYSTEM_STREAM],
  );
  return row?.resets ?? 0;
}

/** The current generation, read under the shared lock (held until the caller's transaction ends). */
export async function appointmentGeneration(tx: EventTransaction): Promise<number> {
  await tx.manager.query('SELECT pg_advisory_xact_lock_shared($1)', [RESET_LOCK]);
  return resetsSoFar(tx);
}

export class ResetAppointmentsCommand {
  constructor(
    readonly adminId: string,
    readonly metadata: EventMetadata,
    readonly now: Date = new Date(),
  ) {}
}

@CommandHandler(ResetAppointmentsCommand)
export class ResetAppointmentsHandler implements ICommandHandler<ResetAppointmentsCommand, ResetAppointmentsResponse> {
  constructor(private readonly events: EventStore) {}

  execute({ adminId, metadata, now }: ResetAppointmentsCommand): Promise<ResetAppointmentsResponse> {
    return this.events.transaction(async (tx) => {
      // Waits for bookings and changes in flight; new ones wait for the reset to commit.
      await tx.manager.query('SELECT pg_advisory_xact_lock($1)', [RESET_LOCK]);
      const generation = (await resetsSoFar(tx)) + 1;
      const version = await tx.streamVersion(SYSTEM_STREAM);
      const event: AppointmentsReset = { type: 'AppointmentsReset', data: { resetId: randomUUID(), generation, resetBy: adminId } };
      const [stored] = await tx.append(SYSTEM_STREAM, version, stamped([event], now), metadata);
      return { message: RESET_SUCCESS, resetAt: stored!.occurredAt.toISOString() };
    });
  }
}
