// RecordPayoutRun: the Payouts tab pays several pending commissions in one action. ONE transaction, under the
// reset-generation lock as a single payment: the appointment aggregate decides FulfillPayout for each appointment
// (so its rules live once: completed, not paid yet, not held), then every PayoutFulfilled (carrying the run's id
// and reference) and the run's PayoutRunRecorded are appended together. One refusal fails the whole run with a 409
// that names the appointment, and nothing is written. The Idempotency-Key (required) makes a double submit pay once.
import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PayoutMethod } from '@tint/libs/constants';
import { fullName } from '@tint/libs/names';
import { formatDateShort, type PayoutRun } from '@tint/libs/payout-runs';
import { runAppointmentRefused, runUnknownAppointmentRefused } from '@tint/libs/validation-messages';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import { ConcurrencyError, ConflictError, DomainError } from '../../platform/errors.js';
import type { EventMetadata, NewEvent } from '../../platform/event-store/event-store.js';
import { type EventTransaction, EventTransactions, fold } from '../../platform/event-store/event-transactions.js';
import { IdempotencyKeys } from '../../platform/idempotency/idempotency-keys.js';
import { appointmentDecider, appointmentStream, type PayoutFulfilled } from '../appointments/appointment.js';
import { currentGenerationWith } from '../appointments/reset-generation.js';
import { type PayoutRunRecorded, payoutRunStream } from './payout-run.js';
import { payoutRunById } from './payout-runs.queries.js';

export type PayoutRunRequest = { appointmentIds: string[]; payoutMethod: PayoutMethod; reference: string | null; notes: string | null };

export class RecordPayoutRunCommand {
  constructor(
    readonly request: PayoutRunRequest,
    readonly adminId: string,
    readonly idempotencyKey: string,
    readonly metadata: EventMetadata,
    readonly now?: Date,
    /** A test names the run; otherwise a new id. */
    readonly runId: string = randomUUID(),
  ) {}
}

@CommandHandler(RecordPayoutRunCommand)
export class RecordPayoutRunHandler implements ICommandHandler<RecordPayoutRunCommand, PayoutRun> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly idempotencyKeys: IdempotencyKeys,
    private readonly contexts: DecisionContexts,
  ) {}

  async execute(command: RecordPayoutRunCommand): Promise<PayoutRun> {
    try {
      return await this.attempt(command);
    } catch (error) {
      // Another payment or run changed one of the appointments meanwhile: decide again on what is there now, which
      // names the appointment and why ("already marked as paid") or goes through.
      if (error instanceof ConcurrencyError) return this.attempt(command);
      throw error;
    }
  }

  private attempt({ request, adminId, idempotencyKey, metadata, now, runId }: RecordPayoutRunCommand): Promise<PayoutRun> {
    return this.transactions.run(async (tx) => {
      const scope = `admin:${adminId}:payout-run`;
      const stored = await this.idempotencyKeys.claim<PayoutRun>(tx.manager, scope, idempotencyKey, request);
      if (stored.replayed) return stored.body;
      const { appointmentIds, payoutMethod, reference, notes } = request;
      const { generation, streams } = await currentGenerationWith(tx, appointmentIds.map(appointmentStream));
      const context = this.contexts.at(now);
      const appends: { streamId: string; expectedVersion: number; events: NewEvent[]; metadata: EventMetadata }[] = [];
      let totalCents = 0;
      for (const appointmentId of appointmentIds) {
        const streamId = appointmentStream(appointmentId);
        const { state, version } = fold(streams.get(streamId) ?? [], appointmentDecider);
        const command = { type: 'FulfillPayout' as const, data: { appointmentId, generation, payoutMethod, notes, adminId, runId, reference } };
        let decided;
        try {
          decided = appointmentDecider.decide(command, state, context);
        } catch (error) {
          if (error instanceof DomainError) throw await refusal(tx, appointmentId, error);
          throw error;
        }
        for (const event of decided) if (event.type === 'PayoutFulfilled') totalCents += (event as PayoutFulfilled).data.commissionCents;
        appends.push({ streamId, expectedVersion: version, events: decided.map((event) => ({ type: event.type, data: event.data, occurredAt: context.now })), metadata });
      }
      const recorded: PayoutRunRecorded = {
        type: 'PayoutRunRecorded',
        data: { runId, appointmentIds, payoutMethod, reference, notes, count: appointmentIds.length, totalCents, recordedBy: adminId },
      };
      // In one order whatever order the request lists them, so two runs over the same appointments wait for each other
      // instead of deadlocking; the run's event keeps the request's order.
      appends.sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
      appends.push({ streamId: payoutRunStream(runId), expectedVersion: 0, events: [{ type: recorded.type, data: recorded.data, occurredAt: context.now }], metadata });
      await tx.appendEach(appends);
      const answer = await payoutRunById(tx.manager, runId);
      await this.idempotencyKeys.remember(tx.manager, scope, idempotencyKey, 201, answer);
      return answer;
    });
  }
}

/** The aggregate's refusal of one appointment as the run's 409: whose appointment, on which day, and why. */
async function refusal(tx: EventTransaction, appointmentId: string, error: DomainError): Promise<ConflictError> {
  const [row] = await tx.manager.query<{ first_name: string; last_name: string; appointment_date: string }[]>(
    "SELECT customer_first_name AS first_name, customer_last_name AS last_name, to_char(appointment_date, 'YYYY-MM-DD') AS appointment_date FROM appointments_list WHERE id = $1",
    [appointmentId],
  );
  if (!row) return new ConflictError(runUnknownAppointmentRefused(appointmentId, error.message));
  return new ConflictError(runAppointmentRefused(fullName(row.first_name, row.last_name), formatDateShort(row.appointment_date), error.message));
}
