// The per-caller counts a batch adds in one script call (rate-limits.ts) are the library's own counts in Redis:
// a replica counting a caller request by request (the library) and one counting in batches count the same thing.
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { addCountsInOneCall } from './rate-limits.js';

describe("a batch of callers' counts added to Redis in one script call", () => {
  let redis: Redis;
  let library: RateLimiterRedis;
  const prefix = `test_rate_batch_${String(Date.now())}`;

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
    library = new RateLimiterRedis({ storeClient: redis, useRedisPackage: false, points: 1_000, duration: 60, keyPrefix: prefix });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("adds to the count the library keeps for a caller, answers every caller's total and window in order, and the library reads the same", async () => {
    await library.penalty('ip:198.51.100.1', 3);
    const addCounts = addCountsInOneCall(redis, library);
    // More callers than one script call takes.
    const batch = [{ key: 'ip:198.51.100.1', points: 2 }, ...Array.from({ length: 1_200 }, (_, i) => ({ key: `ip:10.0.${i >> 8}.${i & 255}`, points: 1 + (i % 3) }))];
    const answers = await addCounts(batch);

    expect(answers).toHaveLength(batch.length);
    expect(answers[0]!.consumedPoints).toBe(5);
    batch.slice(1).forEach(({ points }, i) => expect(answers[i + 1]!.consumedPoints).toBe(points));
    for (const { msBeforeNext } of answers) {
      expect(msBeforeNext).toBeGreaterThan(55_000);
      expect(msBeforeNext).toBeLessThanOrEqual(60_000);
    }
    expect((await library.get('ip:198.51.100.1'))?.consumedPoints).toBe(5);
    expect((await library.get('ip:10.0.4.175'))?.consumedPoints).toBe(batch.find(({ key }) => key === 'ip:10.0.4.175')!.points);
    // The library counts on from there: the 1,000-point limit is reached at the same total.
    await library.penalty('ip:198.51.100.1', 994);
    await expect(library.consume('ip:198.51.100.1')).resolves.toMatchObject({ consumedPoints: 1_000 });
    await expect(library.consume('ip:198.51.100.1')).rejects.toMatchObject({ consumedPoints: 1_001 });
  });
});
