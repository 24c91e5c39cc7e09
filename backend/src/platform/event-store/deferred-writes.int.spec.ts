// A transaction's writes whose answer nobody reads (EventTransaction.writes) go with its next statement, or with its
// COMMIT: written as literals, they must mean what the parameters meant; the next statement sees them; a failing one
// fails the transaction, nothing written; a rollback drops the ones not yet sent.
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { EventTransactions, withLiterals } from './event-transactions.js';

describe('writes sent with the next statement (real Postgres)', () => {
  let t: TestApp;
  let transactions: EventTransactions;
  const table = `deferred_probe_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const opening = 'SELECT 1';

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres', runWorkers: false });
    transactions = t.app.get(EventTransactions);
    await t.dataSource.query(`CREATE TABLE ${table} (id int PRIMARY KEY, note text NOT NULL)`);
  });
  afterAll(async () => {
    await t.dataSource.query(`DROP TABLE IF EXISTS ${table}`);
    await t.close();
  });

  it('writes every kind of parameter as a literal PostgreSQL reads as it reads the parameter', async () => {
    const values: [unknown, string][] = [
      ["O'Brien \\ back\\slash and a quote '' twice", 'text'],
      ['ünïcödé 🚗 and $1 inside', 'text'],
      [new Date('2026-12-02T17:03:04.567Z'), 'timestamptz'],
      [Buffer.from([0, 1, 2, 254, 255]), 'bytea'],
      [null, 'text'],
      [42, 'int'],
      [-1.5, 'numeric'],
      [true, 'boolean'],
      [['a', 'b"c', "d'e", 'f\\g', 'h,i', '{j}'], 'text[]'],
      [[randomUUID(), randomUUID()], 'uuid[]'],
      [JSON.stringify([{ note: "it's \\ fine", n: 1 }]), 'jsonb'],
      [{ nested: { quote: "'", backslash: '\\' } }, 'jsonb'],
    ];
    for (const [value, type] of values) {
      const [asParameter] = await t.dataSource.query<{ v: unknown }[]>(`SELECT $1::${type} AS v`, [value]);
      const [asLiteral] = await t.dataSource.query<{ v: unknown }[]>(withLiterals(`SELECT $1::${type} AS v`, [value]));
      expect(asLiteral, `${type}: ${String(value)}`).toEqual(asParameter);
    }
    // $10 is the tenth parameter, not the first followed by a 0.
    const ten = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(await t.dataSource.query(withLiterals('SELECT $10::int AS ten, $1::int AS one', ten))).toEqual([{ ten: 10, one: 1 }]);
  });

  it('sends them with the next statement, which sees them, or with the COMMIT', async () => {
    const seen = await transactions.run(
      async (tx) => {
        await tx.writes.query(`INSERT INTO ${table} (id, note) VALUES ($1, $2)`, [1, "it's"]);
        await tx.writes.query(`INSERT INTO ${table} (id, note) VALUES ($1, $2)`, [2, 'two']);
        const rows = await tx.manager.query<{ id: number; note: string }[]>(`SELECT id, note FROM ${table} ORDER BY id`);
        await tx.writes.query(`INSERT INTO ${table} (id, note) VALUES ($1, $2)`, [3, 'with the commit']);
        return rows;
      },
      { opening },
    );
    expect(seen).toEqual([{ id: 1, note: "it's" }, { id: 2, note: 'two' }]);
    expect(await t.dataSource.query(`SELECT id, note FROM ${table} ORDER BY id`)).toEqual([
      { id: 1, note: "it's" },
      { id: 2, note: 'two' },
      { id: 3, note: 'with the commit' },
    ]);
  });

  it('fails the transaction when one fails at the COMMIT, leaving nothing written', async () => {
    await expect(
      transactions.run(
        async (tx) => {
          await tx.writes.query(`INSERT INTO ${table} (id, note) VALUES ($1, $2)`, [10, 'first']);
          await tx.manager.query('SELECT 1');
          await tx.writes.query(`INSERT INTO ${table} (id, note) VALUES ($1, $2)`, [11, null]);
        },
        { opening },
      ),
    ).rejects.toThrow(/null value/);
    expect(await t.dataSource.query(`SELECT id FROM ${table} WHERE id >= 10`)).toEqual([]);
    // The connection went back to the pool out of its transaction: the next one works.
    await transactions.run((tx) => tx.writes.query(`INSERT INTO ${table} (id, note) VALUES ($1, $2)`, [12, 'after']), { opening });
    expect(await t.dataSource.query(`SELECT id FROM ${table} WHERE id >= 10`)).toEqual([{ id: 12 }]);
  });

  it('drops the ones not yet sent when the work fails, and sends them at once in a transaction without an opening', async () => {
    await expect(
      transactions.run(
        async (tx) => {
          await tx.writes.query(`INSERT INTO ${table} (id, note) VALUES ($1, $2)`, [20, 'never']);
          throw new Error('the command refused');
        },
        { opening },
      ),
    ).rejects.toThrow('the command refused');
    expect(await t.dataSource.query(`SELECT id FROM ${table} WHERE id = 20`)).toEqual([]);
    // No opening: written at once (a unique violation surfaces from the write itself).
    await expect(
      transactions.run(async (tx) => {
        await tx.writes.query(`INSERT INTO ${table} (id, note) VALUES ($1, $2)`, [12, 'again']).catch((error: Error) => {
          throw new Error(`the write itself failed: ${error.message}`);
        });
      }),
    ).rejects.toThrow(/the write itself failed: duplicate key/);
  });
});
