// Inline projection `closures`: the closures that stand, written in the admin's transaction, so the next
// availability read, booking or reservation sees a date closed (or open again) at once.
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { insertRows, recordsetColumns } from '../../platform/projections/batch-sql.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import { forAdmins, forSalespeople, type LiveChange } from '../../platform/live/live-change.js';
import { LIVE_KEYS } from '@tint/libs/live';
import type { ClosureEvent } from './closure.js';

type Data<T extends ClosureEvent['type']> = Extract<ClosureEvent, { type: T }>['data'];

@Projection()
@Injectable()
export class ClosuresProjection implements ProjectionHandler {
  readonly name = 'closures';
  readonly version = 1;
  readonly kind = 'inline' as const;
  readonly handles = ['ClosureCreated', 'ClosureRemoved'];
  readonly tables = ['closures_list'];

  apply(event: StoredEvent, context: ProjectionContext): Promise<void> {
    return this.applyBatch([event], context);
  }

  /** Live screens (issue 20): the admins' Closures card; every salesperson's calendar (closed dates offer no times). */
  changes(): LiveChange[] {
    return [...forAdmins(LIVE_KEYS.adminClosures), ...forSalespeople(LIVE_KEYS.closures, LIVE_KEYS.availableTimes)];
  }

  /**
   * A batch's closures in one insert, then its removals in one delete: a closure is removed only after it was
   * made and ids are never reused, so the order within a batch does not change the rows.
   */
  async applyBatch(events: readonly StoredEvent[], { manager, tx }: ProjectionContext): Promise<void> {
    const created: object[] = [];
    const removed: string[] = [];
    for (const event of events) {
      if (event.type === 'ClosureCreated') {
        const d = event.data as Data<'ClosureCreated'>;
        created.push({ id: d.closureId, start_date: d.startDate, end_date: d.endDate, reason: d.reason, created_by: d.createdBy, created_at: event.occurredAt });
      } else if (event.type === 'ClosureRemoved') {
        removed.push((event.data as Data<'ClosureRemoved'>).closureId);
      }
    }
    await insertRows(tx.writes, 'closures_list', CREATED, created, { conflict: '(id)' });
    if (removed.length > 0) await manager.query('DELETE FROM closures_list WHERE id = ANY($1::uuid[])', [removed]);
  }
}

const CREATED = recordsetColumns({ id: 'uuid', start_date: 'date', end_date: 'date', reason: 'text', created_by: 'uuid', created_at: 'timestamptz' });
