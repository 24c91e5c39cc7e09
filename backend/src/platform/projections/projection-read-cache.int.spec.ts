// A read kept while its async projection has applied nothing new: computed again once the checkpoint moves,
// the projection is rebuilt (its version), the key changes, or the last computation failed. A read over inline
// tables kept while the database has committed nothing: computed again after any commit.
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { ProjectionReadCache, SnapshotReadCache } from './projection-read-cache.js';

describe('reads kept while a projection stands still', () => {
  let t: TestApp;
  let cache: ProjectionReadCache;
  const PROJECTION = 'gamification';

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres', runWorkers: false });
    cache = t.app.get(ProjectionReadCache);
  });
  afterAll(() => t.close());

  const moveCheckpoint = (set: string) => t.dataSource.query(`UPDATE projection_checkpoints SET ${set} WHERE name = $1`, [PROJECTION]);

  it('computes again only when the checkpoint, the version or the key changes, and never keeps a failure', async () => {
    let computed = 0;
    const compute = () => Promise.resolve(++computed);
    const read = (key = 'November') => cache.read(PROJECTION, 'counts', key, compute);

    expect(await read()).toBe(1);
    expect(await read()).toBe(1);

    await moveCheckpoint('last_position = last_position + 1');
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);

    await moveCheckpoint('version = version + 1');
    expect(await read()).toBe(3);

    expect(await read('December')).toBe(4);
    expect(await read('December')).toBe(4);

    await moveCheckpoint('last_position = last_position + 1');
    await expect(cache.read(PROJECTION, 'counts', 'December', () => Promise.reject(new Error('database went away')))).rejects.toThrow('database went away');
    expect(await read('December')).toBe(5);
  });

  it('lets calls arriving together share one checkpoint read, yet never answers from a read older than the call', async () => {
    let computed = 0;
    const compute = () => Promise.resolve(++computed);
    const read = () => cache.read(PROJECTION, 'shared', 'November', compute);
    await read();
    // The checkpoint is read through the driver's pool, as a prepared statement (platform/database/prepared-query.ts).
    const pool = (t.dataSource.driver as unknown as { master: { query: (...args: unknown[]) => unknown } }).master;
    const query = vi.spyOn(pool, 'query');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, read));
      expect(new Set(answers)).toEqual(new Set([1]));
      const textOf = (statement: unknown) => (typeof statement === 'string' ? statement : String((statement as { text?: unknown }).text));
      const checkpointReads = query.mock.calls.filter(([statement]) => textOf(statement).includes('FROM projection_checkpoints')).length;
      expect(checkpointReads).toBeGreaterThanOrEqual(1);
      // The first call's read, and at most one more for everyone arriving while it was under way.
      expect(checkpointReads).toBeLessThanOrEqual(2);

      // A read under way when the projection moves is not the answer for a call arriving after the move.
      const before = read();
      await moveCheckpoint('last_position = last_position + 1');
      const after = read();
      expect(await before).toBeLessThanOrEqual(2);
      expect(await after).toBe(2);
    } finally {
      query.mockRestore();
    }
  });
});

describe('reads kept while the database commits nothing', () => {
  let t: TestApp;
  let cache: SnapshotReadCache;

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres', runWorkers: false });
    cache = t.app.get(SnapshotReadCache);
  });
  afterAll(() => t.close());

  it('computes again after any commit, even one begun before the read, and keeps the answer across reads', async () => {
    await t.dataSource.query('CREATE TABLE IF NOT EXISTS snapshot_cache_probe (n int)');
    const count = async () => Number(((await t.dataSource.query('SELECT count(*)::int AS n FROM snapshot_cache_probe')) as { n: number }[])[0]!.n);
    let computed = 0;
    const read = () =>
      cache.read('probe', 'all', async () => {
        computed += 1;
        return count();
      });

    const first = await read();
    // Kept across reads. Any commit on the server moves the snapshot, and the other suites' databases on it commit
    // meanwhile: so two reads in a row, with a read of the table between them, are tried until nothing else committed
    // in between and the second read is served without computing (a cache that keeps nothing never is).
    let servedKept = false;
    for (let attempt = 0; attempt < 50 && !servedKept; attempt += 1) {
      expect(await read()).toBe(first);
      await t.dataSource.query('SELECT count(*) FROM snapshot_cache_probe');
      const before = computed;
      expect(await read()).toBe(first);
      servedKept = computed === before;
    }
    expect(servedKept).toBe(true);

    // Computed again after a commit: the kept answer would be the old count.
    await t.dataSource.query('INSERT INTO snapshot_cache_probe VALUES (1)');
    expect(await read()).toBe(first + 1);

    // A write under way when the answer is computed: the answer is kept, and its commit makes it stale.
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query('INSERT INTO snapshot_cache_probe VALUES (2)');
      expect(await read()).toBe(first + 1);
      expect(await read()).toBe(first + 1);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect(await read()).toBe(first + 2);
    await t.dataSource.query('DROP TABLE snapshot_cache_probe');
  });

  it('keeps answers for so many people at most, letting the one used longest ago go', async () => {
    const computed = new Map<string, number>();
    const read = (person: string) =>
      cache.read(`person:${person}`, 'newest', () => {
        computed.set(person, (computed.get(person) ?? 0) + 1);
        return Promise.resolve(person);
      });
    const times = (person: string) => computed.get(person) ?? 0;
    const MAX = 2_000;
    const last = `other-${MAX - 1}`;
    // Any commit on the server (the other suites' databases) makes every answer stale: the last person read is read
    // again before and after the first one, and only a try with both served kept (nothing committed in between) counts.
    let evicted: boolean | undefined;
    for (let attempt = 0; attempt < 50 && evicted === undefined; attempt += 1) {
      await read('first');
      for (let i = 0; i < MAX; i += 1) await read(`other-${i}`);
      const lastBefore = times(last);
      await read(last);
      const firstBefore = times('first');
      await read('first');
      const firstAgain = times('first') === firstBefore + 1;
      await read(last);
      if (times(last) === lastBefore) evicted = firstAgain;
    }
    // With one more person than it keeps, the person read first went (and was computed again).
    expect(evicted).toBe(true);
  });
});
