// `npm run bench [-- --label after] [--only bookings,reads,lag,scale] [--backend-dist dir] [--queue both|redis|postgres]
//   [--events 1000000] [--small-events 10000] [--duration 10] [--connections 32] [--quick] [--keep]`
// (BENCH_NODE_ARGS passes options to the API's and the worker's node: '--cpu-prof --cpu-prof-dir=dir' profiles them.)
//
// Starts the product like production on databases of its own, measures it beside pgbench and a bare Node
// server in the same run, prints a table, stores the run as docs/benchmarks/<label>.json and writes
// docs/benchmarks.md from the `before` run and the latest other run. Traffic goes to 127.0.0.1 only.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  adminSignIn,
  bookingBody,
  businessTimeZone,
  clientAddress,
  projectionStatuses,
  type Salesperson,
  signUpAndIn,
  Slots,
  waitForProjections,
} from './api.js';
import { DASHBOARD_APPOINTMENTS_LIMIT } from '@tint/libs/constants';
import { bareNode, pgbench } from './baselines.js';
import { createDatabase, dropDatabase, openServer, query, type Server } from './database.js';
import { BROWSER_ACCEPT_ENCODING, describe, measure, type Request } from './load.js';
import { describeMachine, redisVersion } from './machine.js';
import { cleanUp, cleanUpOnSignals, onCleanup, RssSampler, rssMb, runToEnd } from './processes.js';
import { LiveProbe } from './live-probe.js';
import { Product, productSettings } from './product.js';
import { type BenchRun, type LagFigure, type Load, mergeRuns, type QueueBackend, type ReadId, READ_IDS, renderMarkdown, renderTable, type RebuildFigure, SCALE_READS, type ScaleRead } from './report.js';
import { formatDuration, percentile } from './stats.js';

const PARTS = ['bookings', 'reads', 'lag', 'scale'] as const;
type Part = (typeof PARTS)[number];

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const USAGE = `Usage: npm run bench -- [--label <name>] [--only ${PARTS.join(',')}] [--backend-dist <dir>] [--queue both|redis|postgres]
  [--events <n>] [--small-events <n>] [--duration <s>] [--connections <n>] [--quick] [--keep] [--no-write]`;

type Options = {
  label: string;
  parts: Part[];
  backendDist: string;
  queues: QueueBackend[];
  events: number;
  smallEvents: number;
  durationS: number;
  connections: number;
  keep: boolean;
  write: boolean;
};

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      label: { type: 'string', default: 'latest' },
      only: { type: 'string' },
      'backend-dist': { type: 'string', default: path.join(ROOT, 'backend', 'dist') },
      queue: { type: 'string' },
      events: { type: 'string' },
      'small-events': { type: 'string', default: '10000' },
      duration: { type: 'string' },
      connections: { type: 'string', default: '32' },
      quick: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      'no-write': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const parts = (values.only ?? PARTS.join(',')).split(',').map((p) => p.trim()).filter(Boolean);
  const unknown = parts.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length > 0) throw new Error(`Unknown part(s): ${unknown.join(', ')}; known: ${PARTS.join(', ')}`);
  const number = (name: string, value: string | undefined, fallback: number) => {
    const n = value === undefined ? fallback : Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
    return n;
  };
  const redis = process.env.REDIS_URL ? true : false;
  const queue = values.queue ?? (redis ? 'both' : 'postgres');
  if (!['both', 'redis', 'postgres'].includes(queue)) throw new Error('--queue must be both, redis or postgres');
  if (queue !== 'postgres' && !redis) throw new Error(`--queue ${queue} needs REDIS_URL`);
  if (!/^[\w.-]+$/.test(values.label)) throw new Error('--label may hold letters, digits, ".", "_" and "-" only');
  return {
    label: values.label,
    parts: parts as Part[],
    backendDist: path.resolve(values['backend-dist']),
    queues: queue === 'both' ? ['redis', 'postgres'] : [queue as QueueBackend],
    events: Math.round(number('events', values.events, values.quick ? 100_000 : 1_000_000)),
    smallEvents: Math.round(number('small-events', values['small-events'], 10_000)),
    durationS: number('duration', values.duration, values.quick ? 3 : 10),
    connections: Math.round(number('connections', values.connections, 32)),
    keep: values.keep,
    write: !values['no-write'],
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const step = (text: string) => console.log(`\n== ${text} (load average ${os.loadavg()[0]!.toFixed(2)})`);

function commitOf(dist: string): string {
  try {
    const dir = path.dirname(dist);
    const commit = execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['-C', dir, 'status', '--porcelain', '--untracked-files=no', '--', 'src'], { encoding: 'utf8' }).trim();
    return dirty ? `${commit} + uncommitted changes in backend/src` : commit;
  } catch {
    return 'unknown';
  }
}

/** Everything one run of the main database needs: the product, its callers and a counter of bookings. */
class Session {
  readonly runId = randomBytes(4).toString('hex');
  private n = 0;
  salespeople: Salesperson[] = [];
  heavy!: Salesperson;
  /** Books one at a time and listens to their live stream (issue 20's delay). */
  probe!: Salesperson;
  adminToken = '';
  slots!: Slots;

  constructor(
    public product: Product,
    private readonly adminEmail: string,
    private readonly password: string,
  ) {}

  async prepare(): Promise<void> {
    const base = this.product.url;
    await this.product.createAdmin(this.adminEmail, this.password);
    this.adminToken = await adminSignIn(base, this.adminEmail, this.password);
    this.salespeople = await Promise.all(Array.from({ length: 8 }, (_, i) => signUpAndIn(base, `seller${i}-${this.runId}@bench.example.com`, this.password)));
    this.heavy = await signUpAndIn(base, `heavy-${this.runId}@bench.example.com`, this.password);
    this.probe = await signUpAndIn(base, `live-${this.runId}@bench.example.com`, this.password);
    this.slots = new Slots(await businessTimeZone(base), Number(productSettings().BOOKING_HORIZON_DAYS!.value));
  }

  /** After a restart: new sessions are not needed (they live in the database), the token is still good. */
  next(): number {
    return this.n++;
  }

  booking(as?: Salesperson): Request {
    const i = this.next();
    const who = as ?? this.salespeople[i % this.salespeople.length]!;
    return {
      method: 'POST',
      path: '/api/appointments',
      headers: { 'content-type': 'application/json', cookie: who.cookie, 'idempotency-key': `bench-${this.runId}-${i}`, 'x-forwarded-for': clientAddress(i) },
      body: bookingBody(i, this.slots.at(i)),
    };
  }

  /** The salesperson whose list the dashboard reads: 333 appointments, booked through the API. */
  async bookHeavy(count: number): Promise<void> {
    let left = count;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (left > 0) {
          left--;
          const request = this.booking(this.heavy);
          const response = await fetch(`${this.product.url}${request.path}`, { method: 'POST', headers: request.headers, body: request.body });
          if (response.status !== 201) throw new Error(`booking for the heavy salesperson: ${response.status} ${await response.text()}`);
        }
      }),
    );
  }
}

async function bookingsPhase(session: Session, options: Options, run: BenchRun, workDir: string): Promise<void> {
  step('Baseline: pgbench, single-row JSONB insert');
  run.phaseLoad.pgbench = os.loadavg()[0]!;
  run.figures.pgbench = await pgbench(session.product.databaseUrl, options.connections, options.durationS, workDir);
  console.log(`pgbench: ${Math.round(run.figures.pgbench.tps).toLocaleString('en-US')} TPS, mean latency ${run.figures.pgbench.latencyMs} ms`);
  await waitForProjections(session.product.url, session.adminToken);
  step(`Bookings: POST /api/appointments, ${options.connections} connections, ${options.durationS} s, 8 salespeople, a distinct slot each`);
  run.phaseLoad.bookings = os.loadavg()[0]!;
  const load = await measure({ url: session.product.url, title: 'bookings', connections: options.connections, durationS: options.durationS, request: () => session.booking() });
  console.log(`bookings: ${describe(load)}`);
  run.figures.bookings = stripCodes(load);
  const drained = await waitForProjections(session.product.url, session.adminToken);
  console.log(`(projections caught up ${drained === null ? 'not within 5 min' : `${formatDuration(drained / 1000)} after the load`})`);
}

const stripCodes = <T extends Load & { statusCodes?: unknown }>(load: T): Load => {
  const { statusCodes: _codes, ...rest } = load;
  return rest;
};

async function readsPhase(session: Session, options: Options, run: BenchRun, workDir: string): Promise<void> {
  // Once the worker has caught up with the bookings before (a mail and its invite for each): the figures are the
  // reads', not the reads' beside the worker's backlog on the same two cores.
  await waitForProjections(session.product.url, session.adminToken);
  const [seller] = session.salespeople;
  const bearer = { authorization: `Bearer ${session.adminToken}` };
  const reads: Record<ReadId, { path: string; headers: Record<string, string> }> = {
    leaderboard: { path: '/api/leaderboard', headers: { cookie: seller!.cookie } },
    'dashboard-appointments': { path: `/api/appointments?limit=${DASHBOARD_APPOINTMENTS_LIMIT}`, headers: { cookie: session.heavy.cookie } },
    appointments: { path: '/api/appointments', headers: { cookie: session.heavy.cookie } },
    'client-config': { path: '/api/client-config', headers: {} },
    rewards: { path: '/api/rewards', headers: { cookie: seller!.cookie } },
    'payout-details': { path: '/api/payout-details', headers: { cookie: seller!.cookie } },
    'admin-users': { path: '/api/admin/users', headers: bearer },
    'admin-analytics': { path: '/api/admin/analytics', headers: bearer },
  };
  const bodies = new Map<ReadId, { body: Buffer; type: string }>();
  for (const id of READ_IDS) {
    const response = await fetch(`${session.product.url}${reads[id].path}`, { headers: reads[id].headers });
    if (response.status !== 200) throw new Error(`GET ${reads[id].path}: ${response.status} ${await response.text()}`);
    bodies.set(id, { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? 'application/json; charset=utf-8' });
  }
  const leaderboard = bodies.get('leaderboard')!;
  step(`Baseline: bare Node http answering the ${leaderboard.body.length} bytes of GET /api/leaderboard`);
  run.phaseLoad.bare = os.loadavg()[0]!;
  run.figures.bare = stripCodes(await bareNode(leaderboard.body, leaderboard.type, { connections: options.connections, durationS: options.durationS, workDir }));
  console.log(`bare node: ${describe(run.figures.bare)}`);
  run.figures.reads = {};
  for (const id of READ_IDS) {
    step(`GET ${reads[id].path}, ${options.connections} connections, ${options.durationS} s (${bodies.get(id)!.body.length} bytes)`);
    run.phaseLoad[id] = os.loadavg()[0]!;
    const load = await measure({
      url: session.product.url,
      title: id,
      connections: options.connections,
      durationS: options.durationS,
      request: (n) => ({ path: reads[id].path, headers: { ...reads[id].headers, 'x-forwarded-for': clientAddress(n) } }),
    });
    // The API's memory right after each read's load: which read drives the RSS figure.
    const apiRss = session.product.api ? rssMb(session.product.api.pid) : undefined;
    console.log(`${id}: ${describe(load)}${apiRss === undefined ? '' : `; API RSS now ${String(Math.round(apiRss))} MB`}`);
    run.figures.reads[id] = { ...stripCodes(load), bytes: bodies.get(id)!.body.length, path: reads[id].path };
  }
}

/** Seconds of bookings at the lag's rate before it is measured (the product warmed up). */
const LAG_WARM_UP_S = 3;

/** Projection lag at a steady 100 bookings/s (health sampled every ~50 ms), then the drain after a full-speed burst. */
async function lagPhase(session: Session, options: Options, backend: QueueBackend, run: BenchRun): Promise<LagFigure> {
  const base = session.product.url;
  // Steady state, not a cold start: the worker of a product just started for this queue backend had compiled none of
  // its hot paths (its mails went out at a third of the rate for the first seconds, and the lag grew seconds long before
  // it caught up), where the first backend's had the accounts' 333 bookings behind it. A few seconds of the same load
  // first, caught up, on either backend.
  await measure({ url: base, title: 'warm-up', connections: options.connections, durationS: LAG_WARM_UP_S, overallRate: 100, request: () => session.booking() });
  await waitForProjections(base, session.adminToken);
  step(`Projection lag (${backend} queue): 100 bookings/s for ${options.durationS} s, GET /api/health every ~50 ms (after ${LAG_WARM_UP_S} s of the same load, caught up)`);
  run.phaseLoad[`lag-${backend}`] = os.loadavg()[0]!;
  const samples: number[] = [];
  /** The same samples by projection: which one lags. */
  const byProjection = new Map<string, number[]>();
  /** Health reports that left the projections out (reading them took past the report's own deadline). */
  let unreported = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const started = Date.now();
      const statuses = await projectionStatuses(base, session.adminToken);
      const lags = statuses?.map((s) => s.lagMs);
      if (!statuses || !lags) unreported++;
      else if (lags.every((lag) => typeof lag === 'number')) {
        samples.push(Math.max(0, ...(lags as number[])));
        for (const status of statuses) byProjection.set(status.name, [...(byProjection.get(status.name) ?? []), status.lagMs!]);
      }
      await sleep(Math.max(0, 50 - (Date.now() - started)));
    }
  })();
  // Beside the load: one salesperson books one at a time and times the live message that follows each booking.
  const probe = new LiveProbe(base, session.probe, () => session.booking(session.probe));
  const probing = await probe.start().then(
    () => true,
    (error: unknown) => {
      console.log(`live probe: ${error instanceof Error ? error.message : String(error)} (a build without the live stream)`);
      return false;
    },
  );
  const steady = await measure({ url: base, title: 'steady bookings', connections: options.connections, durationS: options.durationS, overallRate: 100, request: () => session.booking() });
  sampling = false;
  await sampler;
  const delays = probing ? await probe.stop() : [];
  console.log(`steady: ${describe(steady)}; lag p50 ${percentile(samples, 50)} ms, p99 ${percentile(samples, 99)} ms over ${samples.length} samples${unreported > 0 ? ` (${unreported} health reports left the projections out: past their deadline)` : ''}`);
  const slowest = [...byProjection].filter(([, lags]) => lags.some((lag) => lag > 0)).sort(([, a], [, b]) => (percentile(b, 99) ?? 0) - (percentile(a, 99) ?? 0));
  if (slowest.length > 0) console.log(`lag p99 by projection: ${slowest.map(([name, lags]) => `${name} ${percentile(lags, 99)} ms`).join(', ')}`);
  if (probing) console.log(`live: booking → its message p50 ${Math.round(percentile(delays, 50) ?? 0)} ms, p95 ${Math.round(percentile(delays, 95) ?? 0)} ms over ${delays.length} bookings (${probe.missed} never heard)`);
  await waitForProjections(base, session.adminToken);
  step(`Drain (${backend} queue): ${options.durationS} s of bookings at full speed, then the time until every lag is 0`);
  run.phaseLoad[`drain-${backend}`] = os.loadavg()[0]!;
  const burst = await measure({ url: base, title: 'burst', connections: options.connections, durationS: options.durationS, request: () => session.booking() });
  const drainMs = await waitForProjections(base, session.adminToken, 300_000, 50);
  console.log(`burst: ${describe(burst)}; drained ${drainMs === null ? 'not within 5 min' : `in ${drainMs} ms`}`);
  return {
    live: probing ? { p50: percentile(delays, 50) ?? 0, p95: percentile(delays, 95) ?? 0, max: Math.max(0, ...delays), samples: delays.length, missed: probe.missed } : undefined,
    p50: percentile(samples, 50) ?? 0,
    p99: percentile(samples, 99) ?? 0,
    // samples: 0 marks a build without lagMs; the report says so instead of a figure.
    max: Math.max(0, ...samples),
    samples: samples.length,
    bookingsPerSecond: steady.rps,
    drainMs,
    burstBookings: Math.round(burst.rps * burst.durationS),
    burstRps: burst.rps,
  };
}

async function scalePhase(server: Server, options: Options, run: BenchRun, workDir: string, password: string): Promise<void> {
  const seedCli = [path.join(options.backendDist, 'cli', 'seed-scale.js'), path.join(ROOT, 'backend', 'dist', 'cli', 'seed-scale.js')].find((file) => existsSync(file));
  if (!seedCli) throw new Error('No seed-scale CLI: build the backend (npm run build -w backend)');
  const results: { small?: Map<string, Load>; large?: Map<string, Load> } = {};
  for (const size of ['small', 'large'] as const) {
    const events = size === 'small' ? options.smallEvents : options.events;
    step(`Scale: a log of ${events.toLocaleString('en-US')} events`);
    const url = await createDatabase(server, size, options.keep);
    const product = new Product(options.backendDist, url, options.queues.includes('redis') ? process.env.REDIS_URL : undefined, workDir);
    const adminEmail = `admin-${size}@bench.example.com`;
    await product.createAdmin(adminEmail, password);
    run.phaseLoad[`seed-${size}`] = os.loadavg()[0]!;
    const seedStarted = Date.now();
    await runToEnd(process.execPath, [seedCli, '--events', String(events), '--no-migrate', '--no-rebuild'], product.env(), { echo: true });
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    step(`Rebuilding every projection over ${events.toLocaleString('en-US')} events (${path.relative(ROOT, options.backendDist) || options.backendDist})`);
    run.phaseLoad[`rebuild-${size}`] = os.loadavg()[0]!;
    const output = await runToEnd(process.execPath, [fileURLToPath(new URL('./rebuild-probe.js', import.meta.url)), options.backendDist], product.workerEnv(), { echo: true });
    const rebuilt = output
      .split('\n')
      .filter((line) => line.startsWith('RESULT '))
      .map((line) => JSON.parse(line.slice('RESULT '.length)) as RebuildFigure);
    if (size === 'large') {
      run.figures.rebuild = { logEvents: events, projections: rebuilt };
      run.figures.scale = { smallEvents: options.smallEvents, largeEvents: events, seedSeconds, seedEventsPerSecond: events / seedSeconds, reads: {} };
    }
    await product.start(`scale-${size}`);
    try {
      const token = await adminSignIn(product.url, adminEmail, password);
      await waitForProjections(product.url, token, 600_000, 200);
      // The salesperson in the middle of those with appointments, by how many they have, from the list the admin's call
      // reads. (Picked from the admin's user list by its serviced count, the 10,000-event log's run read one with none.)
      const [typical] = await query<{ id: string }>(
        url,
        `SELECT salesperson_id AS id FROM appointments_list WHERE salesperson_id IS NOT NULL
          GROUP BY salesperson_id ORDER BY count(*), salesperson_id
         OFFSET (SELECT count(DISTINCT salesperson_id) / 2 FROM appointments_list) LIMIT 1`,
      );
      const measured = new Map<string, Load>();
      for (const template of SCALE_READS) {
        const readPath = template.replace(':id', typical?.id ?? '00000000-0000-0000-0000-000000000000');
        const headers = { authorization: `Bearer ${token}` };
        const first = await fetch(`${product.url}${readPath}`, { headers });
        const bytes = (await first.arrayBuffer()).byteLength;
        if (first.status !== 200) throw new Error(`GET ${readPath}: ${first.status}`);
        step(`GET ${template} at ${events.toLocaleString('en-US')} events (${bytes} bytes)`);
        run.phaseLoad[`${template}-${size}`] = os.loadavg()[0]!;
        const load = await measure({ url: product.url, title: template, connections: options.connections, durationS: options.durationS, request: (n) => ({ path: readPath, headers: { ...headers, 'x-forwarded-for': clientAddress(n) } }) });
        console.log(`${template}: ${describe(load)}`);
        measured.set(template, { ...stripCodes(load), bytes, path: readPath });
      }
      results[size] = measured;
    } finally {
      await product.stop();
    }
    if (!options.keep) await dropDatabase(server, new URL(url).pathname.slice(1));
  }
  const reads: Record<string, ScaleRead> = {};
  for (const template of SCALE_READS) reads[template] = { path: template, small: results.small!.get(template)!, large: results.large!.get(template)! };
  run.figures.scale!.reads = reads;
}

function renderDocs(docsDir: string, command: string): void {
  const runs = readdirSync(docsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(docsDir, f), 'utf8')) as BenchRun);
  const before = runs.find((r) => r.label === 'before');
  const after = runs.filter((r) => r.label !== 'before').sort((a, b) => b.date.localeCompare(a.date))[0];
  writeFileSync(path.join(ROOT, 'docs', 'benchmarks.md'), renderMarkdown(before, after, command));
}

async function main(): Promise<void> {
  cleanUpOnSignals();
  const options = parseOptions();
  const startedAt = Date.now();
  if (!existsSync(path.join(options.backendDist, 'main.js'))) throw new Error(`No build at ${options.backendDist}: run npm run build (or give --backend-dist)`);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'tint-bench-'));
  onCleanup(async () => {
    if (!options.keep) rmSync(workDir, { recursive: true, force: true });
  });
  const server = await openServer(process.env.BENCH_DATABASE_URL, options.backendDist);
  const machine = describeMachine(server.version, await redisVersion(process.env.REDIS_URL));
  const settings: Record<string, string> = {};
  for (const [key, { value, why }] of Object.entries(productSettings())) settings[key] = `${value}: ${why}`;
  settings.REDIS_URL = process.env.REDIS_URL ? `${process.env.REDIS_URL}: the queue backend(s) measured: ${options.queues.join(' and ')}` : 'unset: BullMQ on its PostgreSQL backend';
  settings.DATABASE_URL = `a new database per part on ${server.embedded ? 'an embedded PostgreSQL' : new URL(server.adminUrl).host}, dropped at the end${options.keep ? ' (kept: --keep)' : ''}`;
  settings.load = `autocannon, ${options.connections} connections, ${options.durationS} s per figure; callers' addresses spread through X-Forwarded-For; every request says it takes what a browser takes (Accept-Encoding: ${BROWSER_ACCEPT_ENCODING})`;
  if (options.parts.includes('lag')) settings.lagWarmUp = `${LAG_WARM_UP_S} s of bookings at 100/s, then caught up, before each backend's lag is measured: the steady state, not a process's first seconds`;

  console.log(`Tint Portal benchmark: label '${options.label}', parts ${options.parts.join(', ')}, backend ${options.backendDist} (${commitOf(options.backendDist)})`);
  console.log(`Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.postgres}, ${machine.redis}, load average ${machine.loadAverage.join(' ')}`);
  console.log('The product runs with (and why):');
  for (const [key, value] of Object.entries(settings)) console.log(`  ${key}=${value}`);
  console.log(`Logs of the API and worker: ${workDir}`);

  const run: BenchRun = {
    label: options.label,
    date: new Date(startedAt).toISOString(),
    durationS: 0,
    machine,
    backend: { dist: path.relative(ROOT, options.backendDist) || options.backendDist, commit: commitOf(options.backendDist) },
    parts: options.parts,
    settings,
    phaseLoad: {},
    figures: {},
    notes: [],
  };
  const password = `Bench-${randomBytes(6).toString('hex')}`;

  const mainParts = options.parts.filter((p) => p !== 'scale');
  if (mainParts.length > 0) {
    const url = await createDatabase(server, 'main', options.keep);
    let backend = options.queues[0]!;
    let product = new Product(options.backendDist, url, backend === 'redis' ? process.env.REDIS_URL : undefined, workDir);
    await product.start(`main-${backend}`);
    const session = new Session(product, `admin@bench.example.com`, password);
    step('Accounts: an admin (create-admin CLI), 8 salespeople (sign-up, sign-in) and one with 333 appointments');
    await session.prepare();
    await session.bookHeavy(333);
    await waitForProjections(product.url, session.adminToken);
    const rss = new RssSampler(() => [session.product.api, session.product.worker].filter((p) => p !== undefined).map((p) => ({ name: p.name, pid: p.pid })));
    rss.start();
    try {
      if (options.parts.includes('bookings')) await bookingsPhase(session, options, run, workDir);
      if (options.parts.includes('reads')) await readsPhase(session, options, run, workDir);
      if (options.parts.includes('lag')) {
        run.figures.lag = {};
        for (const [i, queue] of options.queues.entries()) {
          if (i > 0 || queue !== backend) {
            await product.stop();
            backend = queue;
            product = new Product(options.backendDist, url, backend === 'redis' ? process.env.REDIS_URL : undefined, workDir);
            await product.start(`main-${backend}`);
            session.product = product;
          }
          run.figures.lag[queue] = await lagPhase(session, options, queue, run);
        }
      }
    } finally {
      rss.stop();
      await product.stop();
    }
    run.figures.rss = { apiMb: Math.round(rss.highest('api') ?? 0), workerMb: Math.round(rss.highest('worker') ?? 0) };
  }
  if (options.parts.includes('scale')) await scalePhase(server, options, run, workDir, password);

  run.durationS = (Date.now() - startedAt) / 1000;
  console.log(`\n${renderTable(run)}\n\nThe run took ${formatDuration(run.durationS)}.\n`);
  if (options.write) {
    const docsDir = path.join(ROOT, 'docs', 'benchmarks');
    mkdirSync(docsDir, { recursive: true });
    const file = path.join(docsDir, `${options.label}.json`);
    const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BenchRun) : undefined;
    writeFileSync(file, `${JSON.stringify(mergeRuns(previous, run), null, 2)}\n`);
    renderDocs(docsDir, 'npm run bench');
    console.log(`Wrote ${path.relative(ROOT, file)} and docs/benchmarks.md.`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
