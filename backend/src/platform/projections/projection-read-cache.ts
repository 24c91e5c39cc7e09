// Reads over an async projection's tables, kept in this process for as long as the projection has applied
// nothing new: its checkpoint (one row) is read for every call, and the kept answer is used while it has not
// moved (nor the projection's version, after a rebuild). For reads every screen asks for that count a whole
// table (the leaderboard on every dashboard, the admin's salesperson tiles): a primary-key lookup instead of an
// aggregate, and never an answer older than the tables. The checkpoint is read before the answer is computed,
// so an answer kept under a checkpoint is never older than it. Calls arriving together share one checkpoint
// read that started after they arrived: under load, one round trip to the database serves them all instead of
// one each (that round trip was a quarter of the leaderboard's time). Inline projections have no moving
// checkpoint: not for them.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query.js';

type Kept = { checkpoint: string; key: string; answer: Promise<unknown> };

/** A projection's checkpoint reads: the one under way, and the one the calls arriving meanwhile wait for. */
type CheckpointReads = { current?: Promise<string>; next?: Promise<string> };

@Injectable()
export class ProjectionReadCache {
  /** One answer per read: a new key (the next month) replaces the last one. */
  private readonly kept = new Map<string, Kept>();
  private readonly checkpointReads = new Map<string, CheckpointReads>();

  constructor(private readonly dataSource: DataSource) {}

  /**
   * `compute()`'s answer for `read` with `key` (what else it depends on: the month, say), computed again only
   * once `projection` has moved on. A failed computation is not kept.
   */
  async read<T>(projection: string, read: string, key: string, compute: () => Promise<T>): Promise<T> {
    const checkpoint = await this.checkpoint(projection);
    const id = `${projection}/${read}`;
    const kept = this.kept.get(id);
    if (kept && kept.checkpoint === checkpoint && kept.key === key) return kept.answer as Promise<T>;
    const answer = compute();
    this.kept.set(id, { checkpoint, key, answer });
    answer.catch(() => {
      if (this.kept.get(id)?.answer === answer) this.kept.delete(id);
    });
    return answer;
  }

  /**
   * The projection's checkpoint as read by a query that started after this call: a read already under way may have
   * started before a commit this caller has seen, so the caller waits for the next one, which every call arriving
   * meanwhile shares.
   */
  private checkpoint(projection: string): Promise<string> {
    let reads = this.checkpointReads.get(projection);
    if (!reads) {
      reads = {};
      this.checkpointReads.set(projection, reads);
    }
    const state = reads;
    if (!state.current) return this.startCheckpointRead(projection, state);
    state.next ??= state.current.then(
      () => this.startCheckpointRead(projection, state),
      () => this.startCheckpointRead(projection, state),
    );
    return state.next;
  }

  private startCheckpointRead(projection: string, state: CheckpointReads): Promise<string> {
    state.next = undefined;
    const current = preparedQuery<{ at: string }>(
      this.dataSource,
      `SELECT version || ':' || last_tx_id || ':' || last_position AS at FROM projection_checkpoints WHERE name = $1`,
      [projection],
    ).then(([row]) => row?.at ?? 'none');
    state.current = current;
    const done = () => {
      if (state.current === current) state.current = undefined;
    };
    current.then(done, done);
    return current;
  }
}
