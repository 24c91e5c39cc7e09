// What a run stores (docs/benchmarks/<label>.json) and how it is shown: the console table and
// docs/benchmarks.md (the `before` run beside the latest other one). Pure: no I/O here.
import { ADMIN_APPOINTMENTS_PAGE, DASHBOARD_APPOINTMENTS_LIMIT } from '@tint/libs/constants';
import { formatBytes, formatDuration, formatMs, formatNumber, formatRatio, ratio } from './stats.js';

/** The admin's reads measured at the small and the large log: the whole list of a salesperson's appointments, and the page the Appointment Details screen asks for. */
export const SCALE_READS = [
  '/api/admin/users',
  '/api/admin/analytics',
  '/api/admin/pending-payouts',
  '/api/admin/appointment-metrics',
  '/api/admin/users/:id/appointments',
  `/api/admin/users/:id/appointments?limit=${String(ADMIN_APPOINTMENTS_PAGE)}`,
];
const WHOLE_APPOINTMENT_LIST = '/api/admin/users/:id/appointments';

/** One autocannon measurement. `rps` counts 2xx answers only. */
export type Load = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  durationS: number;
  bytes?: number;
  path?: string;
};

export type LagFigure = {
  /** Of the highest lagMs over the async projections and reactors, sampled about every 50 ms during the steady load. */
  p50: number;
  p99: number;
  max: number;
  samples: number;
  /** The rate actually achieved (2xx bookings a second). */
  bookingsPerSecond: number;
  /** From the end of a 10 s full-speed burst until every lag is 0; null when it did not drain within the limit. */
  drainMs: number | null;
  burstBookings: number;
  burstRps: number;
  /**
   * Issue 20: from a booking's answer to the live stream's message that its rewards (and everybody's leaderboard)
   * changed, for one salesperson booking one at a time during the steady load; absent for a build without the stream.
   */
  live?: { p50: number; p95: number; max: number; samples: number; missed: number };
};

export type RebuildFigure = { name: string; kind: string; events: number; seconds: number; eventsPerSecond: number };

export type ScaleRead = { path: string; small: Load; large: Load };

export type Figures = {
  pgbench?: { tps: number; latencyMs: number; clients: number; durationS: number };
  bare?: Load;
  bookings?: Load;
  reads?: Partial<Record<ReadId, Load>>;
  lag?: Partial<Record<QueueBackend, LagFigure>>;
  rss?: { apiMb: number; workerMb: number };
  rebuild?: { logEvents: number; projections: RebuildFigure[] };
  scale?: { smallEvents: number; largeEvents: number; seedSeconds: number; seedEventsPerSecond: number; reads: Record<string, ScaleRead> };
};

export type QueueBackend = 'redis' | 'postgres';

export type Machine = {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  postgres: string;
  redis: string;
  loadAverage: number[];
  os: string;
};

export type BenchRun = {
  label: string;
  /** ISO time the run started. */
  date: string;
  durationS: number;
  machine: Machine;
  backend: { dist: string; commit: string };
  parts: string[];
  settings: Record<string, string>;
  /** Load average (1 min) when each phase started: a busy machine shows here. */
  phaseLoad: Record<string, number>;
  figures: Figures;
  notes: string[];
};

export const READS = {
  leaderboard: { name: '`GET /api/leaderboard`', target: 0.15, p99Target: 30 },
  'dashboard-appointments': {
    name: `\`GET /api/appointments?limit=${DASHBOARD_APPOINTMENTS_LIMIT}\` (the dashboard's call, a salesperson with 333 appointments)`,
    target: 0.15,
    p99Target: undefined,
  },
  appointments: { name: '`GET /api/appointments` (the whole list the spec describes, 333 appointments)', target: undefined, p99Target: undefined },
  'client-config': { name: '`GET /api/client-config` (public, no database)', target: 0.35, p99Target: undefined },
  rewards: { name: '`GET /api/rewards`', target: undefined, p99Target: undefined },
  'payout-details': { name: '`GET /api/payout-details`', target: undefined, p99Target: undefined },
  'admin-users': { name: '`GET /api/admin/users`', target: undefined, p99Target: undefined },
  'admin-analytics': { name: '`GET /api/admin/analytics`', target: undefined, p99Target: undefined },
} as const;
export type ReadId = keyof typeof READS;
export const READ_IDS = Object.keys(READS) as ReadId[];

/** Below this many events, a rebuild's time is its fixed cost, and no rate of it is reported or judged. */
export const MIN_EVENTS_FOR_A_RATE = 10_000;

export const TARGETS = {
  bookingsRatio: 0.05,
  bookingsP99: 100,
  lagP99: { redis: 250, postgres: 1000 } as Record<QueueBackend, number>,
  drainMs: 1000,
  liveP95: 1000,
  rebuildPerSecond: 20_000,
  scaleGrowth: 1.5,
  scaleP50: 50,
  apiRssMb: 300,
};

/** A later run of some parts replaces those figures and keeps the others. */
export function mergeRuns(previous: BenchRun | undefined, next: BenchRun): BenchRun {
  if (!previous) return next;
  const figures: Figures = { ...previous.figures, ...next.figures };
  if (previous.figures.reads && next.figures.reads) figures.reads = { ...previous.figures.reads, ...next.figures.reads };
  if (previous.figures.lag && next.figures.lag) figures.lag = { ...previous.figures.lag, ...next.figures.lag };
  return {
    ...next,
    parts: [...new Set([...previous.parts, ...next.parts])],
    phaseLoad: { ...previous.phaseLoad, ...next.phaseLoad },
    settings: { ...previous.settings, ...next.settings },
    figures,
    notes: [...new Set([...previous.notes, ...next.notes])],
  };
}

type Row = { figure: string; target: string; cell: (run: BenchRun) => string; met: (run: BenchRun) => boolean | undefined };

const load = (l: Load) => `${formatNumber(l.rps)}/s, p50 ${formatMs(l.p50)}, p99 ${formatMs(l.p99)}${l.non2xx + l.errors > 0 ? ` (${formatNumber(l.non2xx + l.errors)} failed)` : ''}`;
const within = (value: number | undefined, limit: number) => (value === undefined ? undefined : value <= limit);
const atLeast = (value: number | undefined, limit: number) => (value === undefined ? undefined : value >= limit);
const all = (...checks: (boolean | undefined)[]) => (checks.some((c) => c === undefined) ? undefined : checks.every(Boolean));

function rows(runs: readonly BenchRun[]): Row[] {
  const list: Row[] = [
    {
      figure: 'Bookings/s (distinct slots, 8 salespeople)',
      target: `ratio ≥ ${TARGETS.bookingsRatio} to pgbench, p99 ≤ ${TARGETS.bookingsP99} ms`,
      cell: ({ figures: f }) =>
        f.bookings ? `${load(f.bookings)}; ratio ${formatRatio(ratio(f.bookings.rps, f.pgbench?.tps))}` : '—',
      met: ({ figures: f }) => (f.bookings ? all(atLeast(ratio(f.bookings.rps, f.pgbench?.tps), TARGETS.bookingsRatio), within(f.bookings.p99, TARGETS.bookingsP99)) : undefined),
    },
    {
      figure: 'Baseline: pgbench single-row JSONB insert (32 clients)',
      target: '—',
      cell: ({ figures: f }) => (f.pgbench ? `${formatNumber(f.pgbench.tps)} TPS, mean ${formatMs(f.pgbench.latencyMs)}` : '—'),
      met: () => undefined,
    },
    {
      figure: 'Baseline: bare Node `http` answering the leaderboard bytes',
      target: '—',
      cell: ({ figures: f }) => (f.bare ? `${load(f.bare)} (${formatBytes(f.bare.bytes)})` : '—'),
      met: () => undefined,
    },
  ];
  for (const id of READ_IDS) {
    const read = READS[id];
    const targets = [read.target !== undefined ? `ratio ≥ ${read.target}` : undefined, read.p99Target !== undefined ? `p99 ≤ ${read.p99Target} ms` : undefined].filter(Boolean);
    list.push({
      figure: read.name,
      target: targets.length > 0 ? targets.join(', ') : '—',
      cell: ({ figures: f }) => {
        const l = f.reads?.[id];
        return l ? `${load(l)}; ratio ${formatRatio(ratio(l.rps, f.bare?.rps))} (${formatBytes(l.bytes)})` : '—';
      },
      met: ({ figures: f }) => {
        const l = f.reads?.[id];
        if (!l || (read.target === undefined && read.p99Target === undefined)) return undefined;
        return all(
          read.target === undefined ? true : atLeast(ratio(l.rps, f.bare?.rps), read.target),
          read.p99Target === undefined ? true : within(l.p99, read.p99Target),
        );
      },
    });
  }
  for (const backend of ['redis', 'postgres'] as const) {
    const name = backend === 'redis' ? 'Redis' : 'the PostgreSQL queue';
    list.push({
      figure: `Projection lag at a steady 100 bookings/s, ${name}`,
      target: `p99 ≤ ${formatMs(TARGETS.lagP99[backend])}`,
      cell: ({ figures: f }) => {
        const l = f.lag?.[backend];
        if (!l) return '—';
        // A build whose health answer has no lagMs (the "before" commit) cannot be sampled.
        if (l.samples === 0) return 'not reported by this build (its health answer has no lagMs)';
        return `p50 ${formatMs(l.p50)}, p99 ${formatMs(l.p99)}, max ${formatMs(l.max)} (${formatNumber(l.samples)} samples at ${formatNumber(l.bookingsPerSecond)} bookings/s)`;
      },
      met: ({ figures: f }) => (f.lag?.[backend]?.samples ? within(f.lag[backend].p99, TARGETS.lagP99[backend]) : undefined),
    });
    list.push({
      figure: `Live update delay (a booking to its leaderboard message) at 100 bookings/s, ${name}`,
      target: `p95 ≤ ${formatMs(TARGETS.liveP95)}`,
      cell: ({ figures: f }) => {
        const live = f.lag?.[backend]?.live;
        if (!live) return '—';
        return `p50 ${formatMs(live.p50)}, p95 ${formatMs(live.p95)}, max ${formatMs(live.max)} (${formatNumber(live.samples)} bookings${live.missed > 0 ? `, ${formatNumber(live.missed)} never heard` : ''})`;
      },
      met: ({ figures: f }) => {
        const live = f.lag?.[backend]?.live;
        return live ? live.missed === 0 && live.p95 <= TARGETS.liveP95 : undefined;
      },
    });
    list.push({
      figure: `Projections catching up after a 10 s burst, ${name}`,
      target: `≤ ${formatMs(TARGETS.drainMs)} until every lag is 0`,
      cell: ({ figures: f }) => {
        const l = f.lag?.[backend];
        if (!l) return '—';
        const drain = l.drainMs === null ? 'did not drain within the limit' : formatMs(l.drainMs);
        return `${drain} after ${formatNumber(l.burstBookings)} bookings (${formatNumber(l.burstRps)}/s)`;
      },
      met: ({ figures: f }) => {
        const l = f.lag?.[backend];
        return l ? l.drainMs !== null && l.drainMs <= TARGETS.drainMs : undefined;
      },
    });
  }
  list.push({
    figure: 'RSS under load (max VmRSS): API, worker',
    target: `API ≤ ${TARGETS.apiRssMb} MB`,
    cell: ({ figures: f }) => (f.rss ? `API ${formatNumber(f.rss.apiMb)} MB, worker ${formatNumber(f.rss.workerMb)} MB` : '—'),
    met: ({ figures: f }) => within(f.rss?.apiMb, TARGETS.apiRssMb),
  });
  list.push({
    figure: 'Seeding the scale log (`npm run seed:scale`)',
    target: '—',
    cell: ({ figures: f }) => (f.scale ? `${formatNumber(f.scale.largeEvents)} events in ${formatDuration(f.scale.seedSeconds)} (${formatNumber(f.scale.seedEventsPerSecond)} events/s)` : '—'),
    met: () => undefined,
  });
  // Every projection a run rebuilt (reactors are never replayed), in the order the runs list them.
  const projectionNames = [...new Set(runs.flatMap((run) => run.figures.rebuild?.projections.map((p) => p.name) ?? []))];
  for (const name of projectionNames) {
    list.push({
      figure: `Rebuild of \`${name}\` over the scale log`,
      target: `≥ ${formatNumber(TARGETS.rebuildPerSecond)} events/s`,
      cell: ({ figures: f }) => {
        const p = f.rebuild?.projections.find((r) => r.name === name);
        if (!p) return '—';
        // A read model of a few hundred events rebuilds in a fixed time (emptying its tables, finding its events in
        // the log): a rate over it says nothing of how fast events are applied.
        if (p.events < MIN_EVENTS_FOR_A_RATE) return `${formatNumber(p.events)} events in ${formatNumber(Math.round(p.seconds * 1000))} ms (too few events for a rate)`;
        return `${formatNumber(p.eventsPerSecond)} events/s (${formatNumber(p.events)} events in ${formatDuration(p.seconds)})`;
      },
      met: ({ figures: f }) => {
        const p = f.rebuild?.projections.find((r) => r.name === name);
        return p && p.events < MIN_EVENTS_FOR_A_RATE ? undefined : atLeast(p?.eventsPerSecond, TARGETS.rebuildPerSecond);
      },
    });
  }
  for (const path of SCALE_READS) {
    // The whole list grows with the salesperson's history by design (the spec's answer); the screen reads it a page at a time.
    const targeted = path !== WHOLE_APPOINTMENT_LIST;
    list.push({
      figure: `\`GET ${path}\` at the small vs the large log${targeted ? '' : ' (the whole list the spec describes)'}`,
      target: targeted ? `p50 ≤ ${TARGETS.scaleP50} ms and ≤ ${TARGETS.scaleGrowth}× the small log's` : '—',
      cell: ({ figures: f }) => {
        const r = f.scale?.reads[path];
        if (!r) return '—';
        return `p50 ${p50Of(r.small)} → ${p50Of(r.large)} (${formatRatio(ratio(answeredP50(r.large), answeredP50(r.small)))}×); ${formatNumber(r.small.rps)}/s → ${formatNumber(r.large.rps)}/s; ${formatBytes(r.small.bytes)} → ${formatBytes(r.large.bytes)}`;
      },
      met: ({ figures: f }) => {
        const r = f.scale?.reads[path];
        if (!r || !targeted) return undefined;
        // A read that never answered within its run missed its target, whatever autocannon's empty percentiles say.
        if (answeredP50(r.small) === undefined || answeredP50(r.large) === undefined) return false;
        return all(within(r.large.p50, TARGETS.scaleP50), within(ratio(r.large.p50, r.small.p50), TARGETS.scaleGrowth));
      },
    });
  }
  return list;
}

/** A read's p50, none when not one request was answered in its run (autocannon then reports 0 ms). */
const answeredP50 = (load: Load): number | undefined => (load.rps > 0 ? load.p50 : undefined);
const p50Of = (load: Load) => (load.rps > 0 ? formatMs(load.p50) : `no answer within ${formatDuration(load.durationS)}`);

const mark = (met: boolean | undefined) => (met === undefined ? '' : met ? ' ✅' : ' ❌');

/** The console table of one run: figure, value, target. */
export function renderTable(run: BenchRun): string {
  const lines = rows([run])
    .map((row) => ({ figure: row.figure.replaceAll('`', ''), value: row.cell(run) + mark(row.met(run)), target: row.target }))
    .filter((row) => !row.value.startsWith('—'));
  const width = Math.max(...lines.map((l) => l.figure.length), 6);
  const valueWidth = Math.max(...lines.map((l) => l.value.length), 5);
  const out = [`${'Figure'.padEnd(width)}  ${'Value'.padEnd(valueWidth)}  Target`, `${'-'.repeat(width)}  ${'-'.repeat(valueWidth)}  ------`];
  for (const l of lines) out.push(`${l.figure.padEnd(width)}  ${l.value.padEnd(valueWidth)}  ${l.target}`);
  return out.join('\n');
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

function machineRows(runs: BenchRun[]): string[] {
  const fields: [string, (run: BenchRun) => string][] = [
    ['Label', (r) => `\`${r.label}\``],
    ['Date', (r) => r.date.replace('T', ' ').slice(0, 16) + ' UTC'],
    ['Backend measured', (r) => `${r.backend.commit} (\`${r.backend.dist}\`)`],
    ['Parts', (r) => r.parts.join(', ')],
    ['Run time', (r) => formatDuration(r.durationS)],
    ['CPU', (r) => `${r.machine.cpu}, ${r.machine.cores} cores`],
    ['Memory', (r) => `${r.machine.memoryGiB} GiB`],
    ['OS', (r) => r.machine.os],
    ['Node', (r) => r.machine.node],
    ['PostgreSQL', (r) => r.machine.postgres],
    ['Redis', (r) => r.machine.redis],
    ['Load average at start (1, 5, 15 min)', (r) => r.machine.loadAverage.map((l) => l.toFixed(2)).join(', ')],
    ['Load average as each phase started', (r) => Object.entries(r.phaseLoad).map(([phase, l]) => `${phase} ${l.toFixed(2)}`).join(', ')],
  ];
  return fields.map(([name, get]) => `| ${name} | ${runs.map((r) => escapeCell(get(r))).join(' | ')} |`);
}

/** docs/benchmarks.md: the `before` run and the latest other run, side by side. */
export function renderMarkdown(before: BenchRun | undefined, after: BenchRun | undefined, command: string): string {
  const runs = [before, after].filter((r): r is BenchRun => r !== undefined);
  const heads = runs.map((r) => (r === before ? `Before (\`${r.label}\`)` : `After (\`${r.label}\`)`));
  const out: string[] = [
    '# Benchmarks',
    '',
    `Made by \`${command}\` (see the README's Benchmark section): the product started like production (NODE_ENV=production, its own`,
    'database on the machine\'s PostgreSQL, the API and one worker as separate processes), 32 connections for 10 s per figure',
    '(autocannon), with the baselines measured in the same run. Ratios are the goal (absolute times vary with the machine);',
    '✅/❌ say whether a figure meets the target of issue 15. Each run is stored in `docs/benchmarks/<label>.json`.',
    '',
    '## Machine',
    '',
    `| | ${heads.join(' | ')} |`,
    `|---|${runs.map(() => '---').join('|')}|`,
    ...machineRows(runs),
    '',
    '## Figures',
    '',
    `| Figure | Target | ${heads.join(' | ')} |`,
    `|---|---|${runs.map(() => '---').join('|')}|`,
  ];
  for (const row of rows(runs)) {
    const cells = runs.map((run) => escapeCell(row.cell(run) + mark(row.met(run))));
    if (cells.every((c) => c.startsWith('—'))) continue;
    out.push(`| ${escapeCell(row.figure)} | ${escapeCell(row.target)} | ${cells.join(' | ')} |`);
  }
  const settings = runs.at(-1)?.settings ?? {};
  if (Object.keys(settings).length > 0) {
    out.push('', '## What the benchmark set', '', '| Setting | Value and why |', '|---|---|');
    for (const [key, value] of Object.entries(settings)) out.push(`| \`${key}\` | ${escapeCell(value)} |`);
  }
  const notes = runs.flatMap((r) => r.notes.map((n) => `- ${r === before ? 'Before' : 'After'}: ${n}`));
  if (notes.length > 0) out.push('', '## Notes', '', ...notes);
  return `${out.join('\n')}\n`;
}
