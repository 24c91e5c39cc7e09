// The per-caller limit counted in this process and sent to the shared store in batches: a new caller's request
// waits for no round trip, the count is exact here, and what the store knows (other replicas' requests) arrives
// with the next batch's answer. The store is the library's own in-memory limiter (the Redis one behaves alike).
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { LocallyCountedLimit } from './locally-counted-limit.js';

const LIMIT = 5;

describe('a limit counted here and sent to the store in batches', () => {
  let store: RateLimiterMemory;
  let limit: LocallyCountedLimit;
  const failures: unknown[] = [];

  beforeEach(() => {
    store = new RateLimiterMemory({ points: LIMIT, duration: 60 });
    limit = new LocallyCountedLimit(store, (error) => failures.push(error), 1_000_000);
  });
  afterEach(() => limit.close());

  it('lets a new caller through at once, refuses the request past the limit at once, and sends the count on', async () => {
    // Not a promise: nothing waited for the store.
    expect(limit.consume('ip:198.51.100.1')).toBeNull();
    for (let i = 1; i < LIMIT; i++) expect(limit.consume('ip:198.51.100.1')).toBeNull();
    expect(limit.consume('ip:198.51.100.1')).toEqual({ msBeforeNext: expect.any(Number) as number });
    expect((await store.get('ip:198.51.100.1'))).toBeNull();
    await limit.flush();
    expect((await store.get('ip:198.51.100.1'))?.consumedPoints).toBe(LIMIT);
    expect(failures).toEqual([]);
  });

  it("learns from the store's answer what other replicas counted, and refuses from then on", async () => {
    await store.penalty('ip:198.51.100.2', LIMIT);
    // Not known here yet: let through, as another replica's requests of the last moment are.
    expect(limit.consume('ip:198.51.100.2')).toBeNull();
    await limit.flush();
    expect(limit.consume('ip:198.51.100.2')).toEqual({ msBeforeNext: expect.any(Number) as number });
    // Another caller is untouched.
    expect(limit.consume('ip:198.51.100.3')).toBeNull();
  });

  it('makes room for a flood of new callers by forgetting the quiet ones whose counts reached the store, not the busy ones', async () => {
    for (let i = 1; i <= LIMIT; i++) limit.consume('ip:203.0.113.1');
    // As many callers as it keeps: this one and 9,999 more.
    for (let i = 0; i < 9_999; i++) expect(limit.consume(`ip:10.0.${i >> 8}.${i & 255}`)).toBeNull();
    await limit.flush();
    // The table is full: a new caller makes the quiet ones go, and is counted here (no round trip).
    expect(limit.consume('ip:203.0.113.2')).toBeNull();
    // The busy caller was kept: still refused at once.
    expect(limit.consume('ip:203.0.113.1')).toEqual({ msBeforeNext: expect.any(Number) as number });
    // A forgotten caller starts again here, and the next batch brings back how far the store says they are.
    expect(limit.consume('ip:10.0.0.0')).toBeNull();
    await limit.flush();
    expect((await store.get('ip:10.0.0.0'))?.consumedPoints).toBe(2);
  });
});
