// What a projection is: a name (its table prefix, checkpoint row and job name), a version (bump it
// to rebuild), the event types it handles and an idempotent apply. Its kind says when it runs:
// `inline` in the appending transaction (what a user must see right after their own write), `async`
// on the workers after the commit, `reactor` on the workers too, appending new events instead of (or
// as well as) writing rows — a reactor is never replayed.
import { createHash } from 'node:crypto';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../event-store/event-store.js';
import type { EventTransaction } from '../event-store/event-transactions.js';
import type { LiveChange } from '../live/live-change.js';

export type ProjectionKind = 'inline' | 'async' | 'reactor';

export type ProjectionContext = {
  /** The transaction the event is applied in: the append's (inline) or the batch's (async). */
  manager: EntityManager;
  /** Reactors append through this; their events commit with the checkpoint. */
  tx: EventTransaction;
};

export interface ProjectionHandler {
  readonly name: string;
  readonly version: number;
  readonly kind: ProjectionKind;
  readonly handles: readonly string[];
  /** The read-model tables it owns: emptied before a rebuild. */
  readonly tables: readonly string[];
  /**
   * Tables that triggers on its tables keep (running totals): emptied by those triggers, never directly, and vacuumed
   * with its tables after a rebuild, whose every batch leaves dead versions of their rows behind.
   */
  readonly keptByTriggers?: readonly string[];
  /**
   * A reactor whose reactions are news (mail): when it is new to a database that already has a history, it starts at
   * the log's end instead of reacting to the whole past.
   */
  readonly startsAtHead?: boolean;
  /**
   * The event types whose personal fields it reads (none: `[]`; absent: all of them). Its batches get the events of
   * other types as the log keeps them, sealed, and are spared opening them: a decryption per field of each booking,
   * most of a rebuild's time for a projection of bookings that keeps only ids, dates, money and whether a field is
   * there. The append still hands an inline projection its events as given.
   */
  readonly opens?: readonly string[];
  apply(event: StoredEvent, context: ProjectionContext): Promise<void>;
  /**
   * Optional: the whole batch at once (set-based SQL for a high-volume projection). When present
   * the runner calls it instead of `apply` for each event; it must give the same rows.
   */
  applyBatch?(events: readonly StoredEvent[], context: ProjectionContext): Promise<void>;
  /**
   * Optional (issue 20): which cached reads the rows just written from `events` change, and for whom. Asked in the
   * same transaction, after the apply; the live streams hear it once the transaction has committed.
   */
  changes?(events: readonly StoredEvent[], context: ProjectionContext): LiveChange[] | Promise<LiveChange[]>;
}

/** Applies a batch through applyBatch when the projection has one, else event by event. */
export async function applyAll(projection: ProjectionHandler, events: readonly StoredEvent[], context: ProjectionContext): Promise<void> {
  if (events.length === 0) return;
  if (projection.applyBatch) return projection.applyBatch(events, context);
  for (const event of events) await projection.apply(event, context);
}

/** Marks a provider as a projection so the engine discovers it. */
export const Projection = DiscoveryService.createDecorator<void>();

/** A stable UUID (RFC 4122 v5 layout) from a name: the same reaction always gets the same event id. */
export function deterministicEventId(name: string): string {
  const hash = createHash('sha1').update(`tint-portal:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
