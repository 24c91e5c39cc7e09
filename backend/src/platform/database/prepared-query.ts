// The reads the API answers most often (a salesperson's dashboard and bell, every kept read's checkpoint) as named
// prepared statements: PostgreSQL parses and plans each once per connection instead of on every call, and the driver
// sends only the values. TypeORM's query() prepares nothing: the dashboard's newest appointments went from about
// 3,300 to 4,800 answers a second on the 2-core machine (docs/benchmarks.md). preparedQuery runs outside any
// transaction; a statement inside one goes on that transaction's connection (preparedQueryIn).
import { createHash } from 'node:crypto';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';

/** The pg pool, or one of its connections: each takes a named statement. */
type PgQueryable = { query<R>(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: R[] }> };

/** One name per statement text: two texts never share a name (PostgreSQL would refuse the second). */
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `tint_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** `text` with `values`, prepared once per pooled connection; the rows, typed as the pool types them for query(). */
export async function preparedQuery<R>(dataSource: DataSource, text: string, values: readonly unknown[]): Promise<R[]> {
  const pool = (dataSource.driver as unknown as { master: PgQueryable }).master;
  return (await pool.query<R>({ name: nameOf(text), text, values })).rows;
}

/**
 * preparedQuery on a transaction's own connection (its EntityManager's query runner): for a statement a worker sends
 * in every one of its transactions, whose planning costs as much as running it (a projection's catch-up read). A
 * failure is reported as TypeORM's query() reports one, so that callers tell its kinds apart the same way.
 */
export async function preparedQueryIn<R>(manager: EntityManager, text: string, values: readonly unknown[]): Promise<R[]> {
  const runner = manager.queryRunner;
  if (!runner) throw new Error('preparedQueryIn needs a transaction: an EntityManager with a query runner');
  const client = (await runner.connect()) as PgQueryable;
  try {
    return (await client.query<R>({ name: nameOf(text), text, values })).rows;
  } catch (error) {
    throw new QueryFailedError(text, [...values], error as Error);
  }
}
