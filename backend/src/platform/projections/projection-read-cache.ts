// Reads over an async projection's tables, kept in this process for as long as the projection has applied
// nothing new: its checkpoint (one row) is read on every call, and the kept answer is used while it has not
// moved (nor the projection's version, after a rebuild). For reads every screen asks for that count a whole
// table (the leaderboard on every dashboard, the admin's salesperson tiles): a primary-key lookup instead of an
// aggregate, and never an answer older than the tables. The checkpoint is read before the answer is computed,
// so an answer kept under a checkpoint is never older than it. Inline projections have no moving checkpoint:
// not for them.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

type Kept = { checkpoint: string; key: string; answer: Promise<unknown> };

@Injectable()
export class ProjectionReadCache {
  /** One answer per read: a new key (the next month) replaces the last one. */
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly dataSource: DataSource) {}

  /**
   * `compute()`'s answer for `read` with `key` (what else it depends on: the month, say), computed again only
   * once `projection` has moved on. A failed computation is not kept.
   */
  async read<T>(projection: string, read: string, key: string, compute: () => Promise<T>): Promise<T> {
    const [row] = await this.dataSource.query<{ at: string }[]>(
      `SELECT version || ':' || last_tx_id || ':' || last_position AS at FROM projection_checkpoints WHERE name = $1`,
      [projection],
    );
    const checkpoint = row?.at ?? 'none';
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
}
