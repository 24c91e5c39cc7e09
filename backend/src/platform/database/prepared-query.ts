// The reads the API answers most often (a salesperson's dashboard and bell, every kept read's checkpoint) as named
// prepared statements: PostgreSQL parses and plans each once per connection instead of on every call, and the driver
// sends only the values. TypeORM's query() prepares nothing: the dashboard's newest appointments went from about
// 3,300 to 4,800 answers a second on the 2-core machine (docs/benchmarks.md). Outside a transaction only: a
// statement inside one must use that transaction's connection (its EntityManager).
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

type PgPool = { query<R>(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: R[] }> };

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
  const pool = (dataSource.driver as unknown as { master: PgPool }).master;
  return (await pool.query<R>({ name: nameOf(text), text, values })).rows;
}
