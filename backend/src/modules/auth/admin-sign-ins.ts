// An admin's successful sign-in, recorded in the event log (AdminSignedIn on the admin's own stream) so that the audit
// log reads it beside every other admin action. Nothing personal in it: the admin's id only.
import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock.js';
import { ConcurrencyError } from '../../platform/errors.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { adminStream } from './admin-account.js';

export type AdminSignedIn = { type: 'AdminSignedIn'; data: { adminId: string } };

@Injectable()
export class AdminSignIns {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly clock: Clock,
  ) {}

  /**
   * Appended at the stream's end, whatever its version: a sign-in decides nothing. Two sign-ins of one admin at the
   * same moment may race for the same version; the loser tries once more, as the conflict is harmless.
   */
  async record(adminId: string, metadata: EventMetadata): Promise<void> {
    const event = { type: 'AdminSignedIn', data: { adminId }, occurredAt: this.clock.now() } satisfies AdminSignedIn & { occurredAt: Date };
    try {
      await this.transactions.append(adminStream(adminId), 'any', [event], metadata);
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      await this.transactions.append(adminStream(adminId), 'any', [event], metadata);
    }
  }
}
