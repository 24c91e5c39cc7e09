// Set-based application of a batch of events: a projection turns a whole batch into a few statements (one
// multi-row insert, one update of the folded changes, ...) instead of one statement per event, which is what a
// rebuild or a catch-up over thousands of events spends its time on. A projection that applies single events
// through the same code (apply = applyBatch of one) gives the same rows either way by construction.
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../event-store/event-store.js';

/** A batch cut at its barriers (events that must run alone, in their place: a reset), keeping order. */
export type BatchPart = { barrier: StoredEvent; run?: never } | { run: StoredEvent[]; barrier?: never };

export function splitAtBarriers(events: readonly StoredEvent[], isBarrier: (event: StoredEvent) => boolean): BatchPart[] {
  const parts: BatchPart[] = [];
  let run: StoredEvent[] = [];
  for (const event of events) {
    if (!isBarrier(event)) {
      run.push(event);
      continue;
    }
    if (run.length > 0) parts.push({ run });
    run = [];
    parts.push({ barrier: event });
  }
  if (run.length > 0) parts.push({ run });
  return parts;
}

/**
 * Rows as one statement parameter, read back in SQL with `jsonb_to_recordset($1::jsonb) AS r(column type, ...)`:
 * the keys are the column names; a key left out reads as NULL.
 */
export const recordset = (rows: readonly object[]): string => JSON.stringify(rows);

/**
 * The changes a run makes to existing rows, folded per row in event order: each change sets a group of columns,
 * and the last change of a group wins, as applying them one by one would leave it. A group's leading column is
 * never NULL when set, so the update can tell a group left alone (NULL) from one set.
 */
export class PatchFold<P extends object> {
  private readonly byKey = new Map<string, P & { key: string }>();

  set(key: string, patch: P): void {
    this.byKey.set(key, { ...this.byKey.get(key), ...patch, key });
  }

  get size(): number {
    return this.byKey.size;
  }

  /** The folded changes, a row per key (the key under `key`), for `recordset`. */
  rows(): (P & { key: string })[] {
    return [...this.byKey.values()];
  }
}

/** A recordset's columns, written once: `names` for an INSERT's column list and its SELECT, `definition` for the AS clause. */
export function recordsetColumns(types: Record<string, string>): { names: string; definition: string } {
  const entries = Object.entries(types);
  return { names: entries.map(([name]) => name).join(', '), definition: entries.map(([name, type]) => `${name} ${type}`).join(', ') };
}

/**
 * Inserts a run's new rows (keys = column names, `columns` their types) in one statement; `fixed` gives columns the
 * same SQL value in every row (a starting status); a row whose `conflict` key exists already is left as it is.
 * `manager` may be a transaction's `writes` (EventTransaction): the rows then go with its next statement.
 */
export async function insertRows(
  manager: Pick<EntityManager, 'query'>,
  table: string,
  columns: { names: string; definition: string },
  rows: readonly object[],
  { conflict, fixed = {} }: { conflict: string; fixed?: Record<string, string> },
): Promise<void> {
  if (rows.length === 0) return;
  const fixedNames = Object.keys(fixed).map((name) => `, ${name}`).join('');
  const fixedValues = Object.values(fixed).map((value) => `, ${value}`).join('');
  await manager.query(
    `INSERT INTO ${table} (${columns.names}${fixedNames})
     SELECT ${columns.names}${fixedValues} FROM jsonb_to_recordset($1::jsonb) AS r(${columns.definition})
     ON CONFLICT ${conflict} DO NOTHING`,
    [recordset(rows)],
  );
}
