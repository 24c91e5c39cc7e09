// Erasure by crypto-shredding (issue 17): an admin erases a customer (named by an appointment) or a salesperson,
// or a salesperson erases themselves. In one transaction: the subject's key is deleted (the log's copies of their
// fields can never be opened again), SubjectErased is appended (each read model scrubs its copy), the stored
// idempotent answers that hold their data are dropped, and an erased salesperson's account is closed (and the
// mail files written to them removed).
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ErasureReceipt } from '@tint/libs/api-types';
import type { ErasureSubjectType } from '@tint/libs/constants';
import { ACCOUNT_NOT_FOUND, APPOINTMENT_NOT_FOUND } from '@tint/libs/validation-messages';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import { NotFoundError } from '../../platform/errors.js';
import type { Checkpoint, EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { IdempotencyKeys } from '../../platform/idempotency/idempotency-keys.js';
import { Mailer } from '../../platform/mail/mailer.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import type { SubjectErased } from '../../platform/personal-data/policies.js';
import { appointmentStream, customerSubject } from '../appointments/appointment.js';
import { closeSalespersonAccount } from '../auth/account-closing.js';
import { salespersonStream, salespersonSubject } from '../auth/salesperson.js';
import { Sessions } from '../auth/sessions.js';
import { erasureDecider, erasureStream } from './erasure.js';

export class EraseSubjectCommand {
  constructor(
    readonly subjectType: ErasureSubjectType,
    readonly subjectId: string,
    readonly erasedBy: SubjectErased['data']['erasedBy'],
    readonly metadata: EventMetadata,
  ) {}
}

/** Where each kind of subject's existence is told, and the key its fields are sealed with. */
const SUBJECTS: Record<ErasureSubjectType, { stream: (id: string) => string; key: (id: string) => string; notFound: string }> = {
  customer: { stream: appointmentStream, key: customerSubject, notFound: APPOINTMENT_NOT_FOUND },
  salesperson: { stream: salespersonStream, key: salespersonSubject, notFound: ACCOUNT_NOT_FOUND },
};

const ERASED: ReadonlySet<string> = new Set(['SubjectErased']);

@CommandHandler(EraseSubjectCommand)
export class EraseSubjectHandler implements ICommandHandler<EraseSubjectCommand, ErasureReceipt> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
    private readonly personalData: PersonalData,
    private readonly idempotencyKeys: IdempotencyKeys,
    private readonly sessions: Sessions,
    private readonly mailer: Mailer,
    private readonly registry: ProjectionRegistry,
    private readonly runner: ProjectionRunner,
  ) {}

  async execute({ subjectType, subjectId, erasedBy, metadata }: EraseSubjectCommand): Promise<ErasureReceipt> {
    const subject = SUBJECTS[subjectType];
    const context = this.contexts.at();
    const { address, erasedAt } = await this.transactions.run(async (tx) => {
      const stream = await tx.readStream(subject.stream(subjectId));
      if (stream.length === 0) throw new NotFoundError(subject.notFound);
      const command = { type: 'EraseSubject' as const, data: { subjectType, subjectId, erasedBy } };
      const [erased] = (await tx.decide(erasureStream(subjectType, subjectId), erasureDecider, command, context, metadata)).events;
      await this.personalData.erase(tx.manager, subject.key(subjectId));
      await this.idempotencyKeys.forget(tx.manager, subjectId);
      if (subjectType === 'salesperson') await closeSalespersonAccount(tx.manager, subjectId);
      return {
        // Read before the key went: the address their mail was written to.
        address: subjectType === 'salesperson' ? (stream[0]!.data as { email?: string }).email : undefined,
        erasedAt: { txId: erased!.txId, position: erased!.globalPosition } satisfies Checkpoint,
      };
    });
    if (subjectType === 'salesperson') this.sessions.forgetAllFor(subjectId);
    // Files are no part of the transaction: they go once the erasure has committed.
    if (address) await this.mailer.forget(address);
    // The async read models (the leaderboard, the admin's user tiles) scrub before the answer, not a moment after it:
    // whoever erased someone never sees their name again. The checkpoint lock keeps this and the workers exactly-once.
    for (const projection of this.registry.asyncFor(ERASED).filter((p) => p.kind === 'async')) await this.runner.catchUpPast(projection, erasedAt);
    return { subjectType, subjectId, erasedAt: context.now.toISOString() };
  }
}
