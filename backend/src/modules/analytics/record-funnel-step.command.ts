// RecordFunnelStep (POST /api/analytics/track): one FunnelStepRecorded on the session's stream. Steps
// of one session never conflict, so the append takes no expected version.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../platform/clock.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { type FunnelStepRecorded, funnelDecider, funnelStream } from './funnel.js';

export class RecordFunnelStepCommand {
  constructor(
    readonly step: FunnelStepRecorded['data'],
    readonly metadata: EventMetadata,
    readonly now?: Date,
  ) {}
}

@CommandHandler(RecordFunnelStepCommand)
export class RecordFunnelStepHandler implements ICommandHandler<RecordFunnelStepCommand, void> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly clock: Clock,
  ) {}

  async execute({ step, metadata, now = this.clock.now() }: RecordFunnelStepCommand): Promise<void> {
    const events = funnelDecider.decide({ type: 'RecordFunnelStep', data: step }, funnelDecider.initialState, { now });
    await this.transactions.append(funnelStream(step.sessionId), 'any', events.map((event) => ({ ...event, occurredAt: now })), metadata);
  }
}
