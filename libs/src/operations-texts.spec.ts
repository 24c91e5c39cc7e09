import { describe, expect, it } from 'vitest';
import { LAG_COUNT_LIMIT } from './constants.js';
import { systemLag } from './texts/operations.js';

describe("the System page's lag", () => {
  it('counts the events behind, and says "at least" once the count stops at its limit', () => {
    expect(systemLag(0, 0)).toBe('Up to date');
    expect(systemLag(1, 40)).toBe('1 event, 40 ms');
    expect(systemLag(LAG_COUNT_LIMIT - 1, 1200)).toBe('99,999 events, 1,200 ms');
    expect(systemLag(LAG_COUNT_LIMIT, 86_400_000)).toBe('100,000+ events, 86,400,000 ms');
  });
});
