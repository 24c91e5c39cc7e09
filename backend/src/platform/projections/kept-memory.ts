// A reactor's memory of its own tables (the referrals the awards reactors count), kept in the worker between its
// batches. Each batch leaves a random stamp in the reactor's state row with its COMMIT, and the next batch reads it
// with the reset generation. While the row holds the stamp this process's last batch left, nobody has written the
// tables since (no other worker's batch, no failed batch of this one): the memory is still theirs and is not read again.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventTransaction } from '../event-store/event-transactions.js';

export class KeptMemory<M extends { readonly size: number }> {
  private kept: { stamp: string; memory: M } | undefined;

  constructor(
    /** The reactor's state table: its row 1 holds the reset generation and the stamp. */
    private readonly stateTable: string,
    private readonly fresh: () => M,
    /** The largest memory kept (by its size): past it, the next batch starts again from what it names. */
    private readonly limit: number,
  ) {}

  /** At a batch's start: the reset generation, and the memory when the tables are still as this process left them (else a fresh one). */
  async open(manager: EntityManager): Promise<{ generation: number; memory: M }> {
    const kept = this.kept;
    // Until the batch has made its writes: a batch that fails leaves nothing kept.
    this.kept = undefined;
    const [state] = await manager.query<{ generation: number; stamp: string | null }[]>(`SELECT generation, stamp FROM ${this.stateTable} WHERE id = 1`);
    return { generation: state?.generation ?? 0, memory: kept && state?.stamp === kept.stamp ? kept.memory : this.fresh() };
  }

  /** At a batch's end: its stamp goes with the COMMIT (a batch that does not commit leaves the one before it), and the memory is kept. */
  async close(tx: EventTransaction, memory: M): Promise<void> {
    const stamp = randomUUID();
    await tx.writes.query(`INSERT INTO ${this.stateTable} (id, generation, stamp) VALUES (1, 0, $1) ON CONFLICT (id) DO UPDATE SET stamp = $1`, [stamp]);
    if (memory.size <= this.limit) this.kept = { stamp, memory };
  }
}
