// The application's own connections to PostgreSQL, as its pool opens them (data-source-options.ts): no JIT
// compilation. PostgreSQL compiles any statement whose estimated cost passes jit_above_cost, on every run, and a
// freshly rebuilt read model's estimates pass it easily: the admin's pending payouts at a 1,000,000-event log spent
// 20 of its 62 ms compiling, on every answer.
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

describe("the application's database connections", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', runWorkers: false });
  });
  afterAll(() => t.close());

  it('never compile a statement, however costly PostgreSQL estimates it', async () => {
    // Every connection of the pool at once: each one opened with the setting.
    const settings = await Promise.all(Array.from({ length: 5 }, () => t.dataSource.query<{ jit: string }[]>('SHOW jit')));
    expect(settings.flat()).toEqual(Array.from({ length: 5 }, () => ({ jit: 'off' })));
    // A statement past the threshold (lowered to nothing for this transaction) runs without a JIT section in its plan.
    const plan = await t.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL jit_above_cost = 0');
      return manager.query<{ 'QUERY PLAN': string }[]>('EXPLAIN (ANALYZE, FORMAT TEXT) SELECT sum(a * b) FROM generate_series(1, 100) a, generate_series(1, 100) b');
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('Execution Time');
    expect(text).not.toContain('JIT');
  });
});
