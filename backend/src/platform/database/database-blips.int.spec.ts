// A database blip met inside a request, on the real application: a read is tried once more and answers
// 200; a read that meets the blip twice answers 503 with Retry-After (one retry, never a loop); a write
// whose transaction fails answers 503 with Retry-After, is not retried, and leaves nothing of itself.
// The blip is what a restart does to a query (PostgreSQL's 57P01, wrapped as TypeORM wraps it), injected
// into the query runner for the statements a test names; the fault suite does the real restart.
import request from 'supertest';
import { QueryFailedError } from 'typeorm';
import { bookingBody, weekdayAhead } from '../../../test/support/bookings.js';
import { type Caller, ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { isTransientDatabaseError } from './transient-errors.js';

type Query = (this: unknown, sql: string, ...rest: unknown[]) => Promise<unknown>;

const restarting = (sql: string) =>
  new QueryFailedError(sql, [], Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' }));

describe('isTransientDatabaseError', () => {
  it('calls a connection failure a blip, wherever the driver put it, and an answer of the database not one', () => {
    expect(isTransientDatabaseError(restarting('SELECT 1'))).toBe(true);
    expect(isTransientDatabaseError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTransientDatabaseError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransientDatabaseError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isTransientDatabaseError(new QueryFailedError('INSERT', [], Object.assign(new Error('duplicate key value'), { code: '23505' })))).toBe(false);
    expect(isTransientDatabaseError(new Error('relation "nope" does not exist'))).toBe(false);
    expect(isTransientDatabaseError(undefined)).toBe(false);
  });
});

describe('database blips inside a request', () => {
  let t: TestApp;
  let salesperson: Caller;
  let prototype: { query: Query };
  let original: Query;
  /** The driver's pool, which the hot reads use directly as prepared statements (prepared-query.ts). */
  let pool: { query: (statement: unknown, ...rest: unknown[]) => Promise<unknown> };
  let originalPoolQuery: typeof pool.query;

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', runWorkers: false });
    await ensureDemoAccounts(t);
    salesperson = await makeCaller(t, 'salesperson');
    const runner = t.dataSource.createQueryRunner();
    prototype = Object.getPrototypeOf(runner) as { query: Query };
    await runner.release();
    original = prototype.query;
    pool = (t.dataSource.driver as unknown as { master: typeof pool }).master;
    originalPoolQuery = pool.query;
  });
  afterEach(() => {
    prototype.query = original;
    pool.query = originalPoolQuery;
  });
  afterAll(() => t.close());

  /** The next `times` statements `matches` picks fail as a restart fails them; counts every statement it picks. */
  const blip = (matches: (sql: string) => boolean, times: number) => {
    const state = { seen: 0, failed: 0 };
    /** `run` with the statements `matches` picks failing as a restart fails them, `times` times in all. */
    const failing = <A extends unknown[]>(run: (this: unknown, ...args: A) => Promise<unknown>, sqlOf: (args: A) => string, failure: (sql: string) => Error) =>
      function (this: unknown, ...args: A) {
        const sql = sqlOf(args);
        if (!matches(sql)) return run.apply(this, args);
        state.seen++;
        if (state.failed >= times) return run.apply(this, args);
        state.failed++;
        return Promise.reject(failure(sql));
      };
    prototype.query = failing(original as (this: unknown, ...args: unknown[]) => Promise<unknown>, ([sql]) => sql as string, restarting) as Query;
    // A prepared read fails as the driver fails it: the bare error, not wrapped by TypeORM.
    pool.query = failing(
      originalPoolQuery as (this: unknown, ...args: unknown[]) => Promise<unknown>,
      ([statement]) => (typeof statement === 'string' ? statement : String((statement as { text?: unknown }).text)),
      () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
    return state;
  };
  const listRead = (sql: string) => /^\s*SELECT\b/i.test(sql) && /\bFROM appointments_list\b/i.test(sql);
  const count = async (table: string) => Number((await t.dataSource.query<{ n: string }[]>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
  const http = () => request(t.app.getHttpServer());

  it('tries a read once more and answers 200', async () => {
    const state = blip(listRead, 1);
    const res = await http().get('/api/appointments').set(salesperson.headers);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(state).toEqual({ seen: 2, failed: 1 });
  });

  it('answers 503 with Retry-After when the retry meets the blip too (one retry, not a loop)', async () => {
    const state = blip(listRead, 2);
    const res = await http().get('/api/appointments').set(salesperson.headers);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.body).toEqual({ statusCode: 503, message: expect.any(String) });
    expect(state).toEqual({ seen: 2, failed: 2 });
  });

  it('answers a write that meets a blip mid-transaction 503 with Retry-After, without retrying it, and appends nothing', async () => {
    const before = { events: await count('events'), appointments: await count('appointments_list'), payouts: await count('payouts_ledger'), claims: await count('slots_claims') };
    // The last statement of a booking's transaction (its inline rows, sent with the COMMIT): its events are written by then.
    const state = blip((sql) => /\bINSERT INTO slots_claims\b/i.test(sql), 1);
    const res = await http().post('/api/appointments').set(salesperson.headers).send(bookingBody({ appointmentDate: weekdayAhead(4) }));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(state).toEqual({ seen: 1, failed: 1 });
    prototype.query = original;
    pool.query = originalPoolQuery;
    const after = { events: await count('events'), appointments: await count('appointments_list'), payouts: await count('payouts_ledger'), claims: await count('slots_claims') };
    expect(after).toEqual(before);

    // The same booking sent again once the database is back lands whole.
    const again = await http().post('/api/appointments').set(salesperson.headers).send(bookingBody({ appointmentDate: weekdayAhead(4) }));
    expect(again.status).toBe(201);
    expect(await count('appointments_list')).toBe(before.appointments + 1);
  });
});
