// Reads over an async projection's tables, kept in this process for as long as the projection has applied
// nothing new: its checkpoint (one row) is read for every call, and the kept answer is used while it has not
// moved (nor the projection's version, after a rebuild). For reads every screen asks for that count a whole
// table (the leaderboard on every dashboard, the admin's salesperson tiles): a primary-key lookup instead of an
// aggregate, and never an answer older than the tables. Inline projections have no moving checkpoint: their reads
// are kept by the database's snapshot instead (SnapshotReadCache, below).
//
// Both read a stamp before the answer is computed, so an answer kept under a stamp is never older than it. Calls
// arriving together share one stamp read that started after they arrived: under load, one round trip to the
// database serves them all instead of one each (that round trip was a quarter of the leaderboard's time).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query.js';

type Kept = { stamp: string; key: string; answer: Promise<unknown> };

/** A scope's stamp reads: the one under way, and the one the calls arriving meanwhile wait for. */
type StampReads = { current?: Promise<string>; next?: Promise<string> };

/** Answers kept per read while the stamp of their scope (a checkpoint, a snapshot) stays the same. */
abstract class KeptReads {
  /** One answer per read: a new key (the next month) replaces the last one. The most recently used last. */
  private readonly kept = new Map<string, Kept>();

  /** Answers kept at most: past it, the one used longest ago goes (reads kept per person are as many as the people). */
  protected readonly maxKept: number = Number.POSITIVE_INFINITY;
  private readonly stampReads = new Map<string, StampReads>();

  /** The scope's stamp, as one query that starts when this is called reads it. */
  protected abstract readStamp(scope: string): Promise<string>;

  /**
   * `compute()`'s answer for `read` with `key` (what else it depends on: the month, say), computed again only
   * once the stamp of `scope` has changed. A failed computation is not kept.
   */
  protected async keptRead<T>(scope: string, read: string, key: string, compute: () => Promise<T>): Promise<T> {
    const stamp = await this.stamp(scope);
    const id = `${scope}/${read}`;
    const kept = this.kept.get(id);
    if (kept && kept.stamp === stamp && kept.key === key) {
      // The most recently used last.
      this.kept.delete(id);
      this.kept.set(id, kept);
      return kept.answer as Promise<T>;
    }
    const answer = compute();
    this.kept.delete(id);
    this.kept.set(id, { stamp, key, answer });
    if (this.kept.size > this.maxKept) this.kept.delete(this.kept.keys().next().value!);
    answer.catch(() => {
      if (this.kept.get(id)?.answer === answer) this.kept.delete(id);
    });
    return answer;
  }

  /**
   * The scope's stamp as read by a query that started after this call: a read already under way may have started
   * before a commit this caller has seen, so the caller waits for the next one, which every call arriving meanwhile
   * shares.
   */
  private stamp(scope: string): Promise<string> {
    let reads = this.stampReads.get(scope);
    if (!reads) {
      reads = {};
      this.stampReads.set(scope, reads);
    }
    const state = reads;
    if (!state.current) return this.startStampRead(scope, state);
    state.next ??= state.current.then(
      () => this.startStampRead(scope, state),
      () => this.startStampRead(scope, state),
    );
    return state.next;
  }

  private startStampRead(scope: string, state: StampReads): Promise<string> {
    state.next = undefined;
    const current = this.readStamp(scope);
    state.current = current;
    const done = () => {
      if (state.current === current) state.current = undefined;
    };
    current.then(done, done);
    return current;
  }
}

@Injectable()
export class ProjectionReadCache extends KeptReads {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  /**
   * `compute()`'s answer for `read` with `key` (what else it depends on: the month, say), computed again only
   * once `projection` has moved on. A failed computation is not kept.
   */
  read<T>(projection: string, read: string, key: string, compute: () => Promise<T>): Promise<T> {
    return this.keptRead(projection, read, key, compute);
  }

  protected readStamp(projection: string): Promise<string> {
    return preparedQuery<{ at: string }>(
      this.dataSource,
      `SELECT version || ':' || last_tx_id || ':' || last_position AS at FROM projection_checkpoints WHERE name = $1`,
      [projection],
    ).then(([row]) => row?.at ?? 'none');
  }
}

/**
 * Reads over inline projections' tables (written in the same transaction as their events), kept while the
 * database has committed nothing at all since: the stamp is PostgreSQL's snapshot (the transactions under way
 * and the next transaction number), which any write transaction that starts or ends changes. Two equal snapshots
 * see the same rows, so a kept answer is what the read would compute now; the server's start time goes with it, so
 * a restarted or restored server never matches a snapshot taken before. Any write anywhere on the server moves it,
 * which makes it for reads that are large and asked for far more often than the database is written to (the
 * admin's pending payouts, which every admin screen open refreshes on each change), or asked for on every visit
 * of every salesperson (the dashboard's newest appointments: calls at the same moment share one stamp read,
 * where each had a query of its own).
 */
@Injectable()
export class SnapshotReadCache extends KeptReads {
  /** Per-person reads are kept for this many people at most (a dashboard's answer is a couple of KiB). */
  protected override readonly maxKept = 2_000;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  /** `compute()`'s answer for `read` with `key`, computed again once anything was committed or a write began. */
  read<T>(read: string, key: string, compute: () => Promise<T>): Promise<T> {
    return this.keptRead('snapshot', read, key, compute);
  }

  protected readStamp(): Promise<string> {
    return preparedQuery<{ at: string }>(this.dataSource, `SELECT pg_current_snapshot()::text || '@' || pg_postmaster_start_time() AS at`, []).then(
      ([row]) => row!.at,
    );
  }
}
