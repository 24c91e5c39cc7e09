// The late form of an Idempotency-Key (a booking's: looked for first, stored with the answer at the end) on real
// PostgreSQL: a duplicate that stored its answer while this command ran makes this one roll back and replay it.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_REUSED } from '@tint/libs/validation-messages';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { ConflictError } from '../errors.js';
import { IdempotencyKeys, isKeyRecordedMeanwhile } from './idempotency-keys.js';

describe('IdempotencyKeys.replay and record', () => {
  let t: TestApp;
  let keys: IdempotencyKeys;

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres' });
    keys = t.app.get(IdempotencyKeys);
  });
  afterAll(() => t.close());

  it('finds no answer for a new key, stores one, replays it for the same request and refuses another request', async () => {
    const scope = `test:${randomUUID()}`;
    const request = { appointmentTime: '8:30 AM' };
    expect(await keys.replay(t.dataSource.manager, scope, 'k1', request)).toEqual({ replayed: false });
    await t.transactions.run((tx) => keys.record(tx, scope, 'k1', request, 201, { id: 'a-1' }), { opening: 'SELECT 1' });
    expect(await keys.replay(t.dataSource.manager, scope, 'k1', request)).toEqual({ replayed: true, statusCode: 201, body: { id: 'a-1' } });
    await expect(keys.replay(t.dataSource.manager, scope, 'k1', { appointmentTime: '10:30 AM' })).rejects.toEqual(new ConflictError(IDEMPOTENCY_KEY_REUSED));
  });

  it("looks for the answer in a transaction's opening, with a scope and key quoted as they are", async () => {
    const scope = `test:it's $2 ${randomUUID()}`;
    const request = { appointmentTime: '8:30 AM' };
    await t.transactions.run((tx) => keys.record(tx, scope, 'k$1', request, 201, { id: "o'k" }), { opening: 'SELECT 1' });
    const found = await t.transactions.run(async (tx) => keys.replayed(tx.openingRows, request), { opening: keys.replaySql(scope, 'k$1') });
    expect(found).toEqual({ replayed: true, statusCode: 201, body: { id: "o'k" } });
    expect(await t.transactions.run(async (tx) => keys.replayed(tx.openingRows, request), { opening: keys.replaySql(scope, 'k$2') })).toEqual({ replayed: false });
  });

  it('refuses to store a second answer when a duplicate stored its own first (while both ran), keeping the first', async () => {
    const scope = `test:${randomUUID()}`;
    const request = { appointmentTime: '8:30 AM' };
    // Both looked and found nothing; the duplicate's transaction stores its answer and commits first.
    expect(await keys.replay(t.dataSource.manager, scope, 'k2', request)).toEqual({ replayed: false });
    await t.transactions.run((tx) => keys.record(tx, scope, 'k2', request, 201, { id: 'first' }));
    // Stored with the COMMIT (a transaction with an opening) or at once (one without): refused either way, nothing kept.
    for (const options of [{ opening: 'SELECT 1' }, {}]) {
      const refused = await t.transactions.run((tx) => keys.record(tx, scope, 'k2', request, 201, { id: 'second' }), options).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isKeyRecordedMeanwhile(refused)).toBe(true);
    }
    expect(await keys.replay(t.dataSource.manager, scope, 'k2', request)).toEqual({ replayed: true, statusCode: 201, body: { id: 'first' } });
  });
});
