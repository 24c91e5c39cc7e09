// The sweep of abandoned test databases may run while another run on the same server creates its own (the
// browser tests' server, say): it must leave a young database alone.
// @ts-expect-error -- a plain ESM module without types (the tests' global setup)
import { isAbandonedByAge } from './global-setup.mjs';

const sweepable = isAbandonedByAge as (name: string, now?: number) => boolean;
const now = Date.parse('2026-11-25T12:00:00Z');
const hours = (n: number) => n * 60 * 60 * 1000;

describe('sweep of abandoned test databases', () => {
  it('leaves databases created in the last six hours, whoever created them', () => {
    expect(sweepable(`tint_e2e_${String(now)}_0a1b2c3d`, now)).toBe(false);
    expect(sweepable(`tint_test_${String(now - hours(5))}_0a1b2c3d`, now)).toBe(false);
  });

  it('takes older ones, and those named before names carried their creation time', () => {
    expect(sweepable(`tint_e2e_${String(now - hours(7))}_0a1b2c3d`, now)).toBe(true);
    expect(sweepable('tint_e2e_0a1b2c3d', now)).toBe(true);
    expect(sweepable('tint_test_0a1b2c3d4e5f', now)).toBe(true);
  });
});
