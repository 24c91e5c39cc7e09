// The pure parts of the benchmark: percentiles, ratios, merging a partial rerun, the table and the markdown.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type BenchRun, mergeRuns, renderMarkdown, renderTable } from './report.js';
import { formatMs, formatRatio, percentile, ratio } from './stats.js';

const machine = { cpu: 'Test CPU', cores: 2, memoryGiB: 24, node: 'v20', postgres: 'PostgreSQL 15', redis: 'Redis 7', loadAverage: [1, 1, 1], os: 'Linux' };
const load = (rps: number, p50: number, p99: number) => ({ rps, p50, p99, requests: rps * 10, non2xx: 0, errors: 0, durationS: 10 });

function run(label: string, date: string, figures: BenchRun['figures']): BenchRun {
  return { label, date, durationS: 60, machine, backend: { dist: 'backend/dist', commit: 'abc1234' }, parts: ['bookings'], settings: { SLOT_CAPACITY: '50: why' }, phaseLoad: { bookings: 1.5 }, figures, notes: [] };
}

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    assert.equal(percentile(values, 50), 50);
    assert.equal(percentile(values, 99), 99);
    assert.equal(percentile(values, 100), 100);
    assert.equal(percentile([7], 99), 7);
  });

  it('has nothing to say about no samples, and refuses a percentile out of range', () => {
    assert.equal(percentile([], 50), undefined);
    assert.throws(() => percentile([1], 101), RangeError);
  });

  it('does not reorder the samples it was given', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    assert.deepEqual(values, [3, 1, 2]);
  });
});

describe('ratio and formats', () => {
  it('divides only by a positive baseline', () => {
    assert.equal(ratio(265, 20_287)?.toFixed(3), '0.013');
    assert.equal(ratio(1, 0), undefined);
    assert.equal(ratio(undefined, 5), undefined);
  });

  it('shows small ratios with three decimals and milliseconds rounded', () => {
    assert.equal(formatRatio(0.0131), '0.013');
    assert.equal(formatRatio(1.4234), '1.42');
    assert.equal(formatMs(121.4), '121 ms');
    assert.equal(formatMs(2.345), '2.3 ms');
  });
});

describe('mergeRuns', () => {
  it('keeps the figures a partial rerun did not measure and replaces the ones it did', () => {
    const first = run('after', '2026-01-01T00:00:00Z', { bookings: load(265, 121, 210), reads: { leaderboard: load(770, 40, 69), rewards: load(900, 30, 50) } });
    const rerun = { ...run('after', '2026-01-02T00:00:00Z', { reads: { leaderboard: load(4000, 5, 20) } }), parts: ['reads'] };
    const merged = mergeRuns(first, rerun);
    assert.equal(merged.figures.bookings?.rps, 265);
    assert.equal(merged.figures.reads?.leaderboard?.rps, 4000);
    assert.equal(merged.figures.reads?.rewards?.rps, 900);
    assert.deepEqual(merged.parts.sort(), ['bookings', 'reads']);
    assert.equal(merged.date, '2026-01-02T00:00:00Z');
  });
});

describe('rendering', () => {
  const before = run('before', '2026-01-01T00:00:00Z', { pgbench: { tps: 20_287, latencyMs: 1.5, clients: 32, durationS: 10 }, bookings: load(265, 121, 210) });
  const after = run('after', '2026-01-02T00:00:00Z', { pgbench: { tps: 20_000, latencyMs: 1.5, clients: 32, durationS: 10 }, bookings: load(1_100, 25, 80) });

  it('puts before and after side by side with the ratio and whether the target is met', () => {
    const markdown = renderMarkdown(before, after, 'npm run bench');
    const row = markdown.split('\n').find((line) => line.startsWith('| Bookings/s'));
    assert.ok(row, markdown);
    assert.match(row, /265\/s, p50 121 ms, p99 210 ms; ratio 0\.013 ❌/);
    assert.match(row, /1,100\/s, p50 25 ms, p99 80 ms; ratio 0\.055 ✅/);
    assert.match(markdown, /\| CPU \| Test CPU, 2 cores \| Test CPU, 2 cores \|/);
    assert.doesNotMatch(markdown, /GET \/api\/leaderboard/, 'rows nobody measured are left out');
  });

  it('judges a rebuild by its rate, except a read model of too few events to time (its fixed cost)', () => {
    const rebuilt = run('after', '2026-01-02T00:00:00Z', {
      rebuild: {
        logEvents: 1_000_000,
        projections: [
          { name: 'accounts', kind: 'inline', events: 102, seconds: 0.038, eventsPerSecond: 2_684 },
          { name: 'slots', kind: 'inline', events: 70_001, seconds: 2, eventsPerSecond: 35_000 },
          { name: 'funnel', kind: 'async', events: 674_361, seconds: 40, eventsPerSecond: 16_859 },
          { name: 'customer-links', kind: 'inline', events: 69_579, seconds: 21.3, eventsPerSecond: 3_259 },
        ],
      },
    });
    const rows = renderMarkdown(undefined, rebuilt, 'npm run bench').split('\n');
    const row = (name: string) => rows.find((line) => line.startsWith(`| Rebuild of \`${name}\``)) ?? '';
    assert.match(row('accounts'), /102 events in 38 ms \(too few events for a rate\) \|$/);
    assert.match(row('slots'), /35,000 events\/s .*✅/);
    assert.match(row('funnel'), /16,859 events\/s .*❌/);
    // Every projection the run rebuilt has its row, not a list of names fixed when the benchmark was written.
    assert.match(row('customer-links'), /3,259 events\/s .*❌/);
  });

  it('shows a read that never answered within its run as such, and judges it missed (not as 0 ms)', () => {
    const none = { ...load(0, 0, 0), requests: 0 };
    const scaled = run('after', '2026-01-02T00:00:00Z', {
      scale: {
        smallEvents: 10_000,
        largeEvents: 1_000_000,
        seedSeconds: 100,
        seedEventsPerSecond: 10_000,
        reads: {
          '/api/admin/pending-payouts': { path: '/api/admin/pending-payouts', small: load(2_000, 13, 40), large: none },
          '/api/admin/users/:id/appointments': { path: '/api/admin/users/:id/appointments', small: load(263, 109, 300), large: none },
        },
      },
    });
    const rows = renderMarkdown(undefined, scaled, 'npm run bench').split('\n');
    const row = (path: string) => rows.find((line) => line.startsWith(`| \`GET ${path}\` at the small vs the large log`)) ?? '';
    assert.match(row('/api/admin/pending-payouts'), /p50 13 ms → no answer within 10 s \(—×\).*❌ \|$/);
    assert.match(row('/api/admin/users/:id/appointments'), /p50 109 ms → no answer within 10 s \(—×\); 263\/s → 0\/s/);
  });

  it('renders one run as a console table', () => {
    const table = renderTable(after);
    assert.match(table, /Bookings\/s \(distinct slots, 8 salespeople\)\s+1,100\/s/);
    assert.match(table, /pgbench/);
  });
});
