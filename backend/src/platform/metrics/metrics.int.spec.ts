// /metrics on a real application (PostgreSQL, Redis or BullMQ's PostgreSQL backend): request durations by
// route template, events counted once committed, each projection's lag and checkpoint, BullMQ's job
// counts, the process's figures; who may read it; and the worker's metrics server. Nothing is mocked.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { METRICS_TOKEN_REQUIRED, NOT_FOUND } from '@tint/libs/validation-messages';
import { bookingBody } from '../../../test/support/bookings.js';
import { ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';
import { createTestApp, type QueueBackend, type TestApp } from '../../../test/support/test-app.js';
import { catchUpFully, waitFor } from '../../../test/support/wait-for-projections.js';
import { SCRAPE_DEADLINE_MS } from './metrics-scrape.js';
import { createMetricsServer, listenForScrapes } from './metrics-server.js';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition. */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^([^{\s]+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      if (!name || value === undefined) throw new Error(`Not a sample: ${line}`);
      return { name, labels: Object.fromEntries([...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, v]) => [key!, v!])), value: Number(value) };
    });
}

/** The samples of `name` whose labels include `labels`. */
const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));

/** The value of the one sample of `name` with exactly these labels among its own (0 when there is none yet). */
const valueOf = (samples: Sample[], name: string, labels: Record<string, string>) => {
  const found = find(samples, name, labels);
  if (found.length > 1) throw new Error(`${String(found.length)} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
};

const TOKEN = 'metrics-test-token-'.padEnd(48, 'z');
const BULLMQ_STATES = ['active', 'completed', 'delayed', 'failed', 'prioritized', 'waiting', 'waiting-children'];
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), JWT_SECRET: 'j'.repeat(40), DATA_KEY_SECRET: 'k'.repeat(40), DATABASE_URL: 'postgres://unused@localhost/unused' };

describe('/metrics', () => {
  let t: TestApp;
  let dist: string;
  const http = () => request(t.app.getHttpServer());
  const scrape = async () => parse((await http().get('/metrics').expect(200)).text);

  beforeAll(async () => {
    // A built browser app, as `npm start` serves it: its files and pages must not become series of their own.
    dist = mkdtempSync(path.join(tmpdir(), 'tint-metrics-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tint Portal</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    // No workers: what the commands append is all that is appended, and the projections' lag stays put.
    // The production replicas below share its database, so they share its data key secret too.
    t = await createTestApp({ queue: 'redis', runWorkers: false, webApp: dist, env: { DATA_KEY_SECRET: PRODUCTION.DATA_KEY_SECRET } });
    await ensureDemoAccounts(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers in Prometheus text format, each metric described once', async () => {
    const res = await http().get('/metrics').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const types = res.text.split('\n').filter((line) => line.startsWith('# TYPE '));
    expect(types.length).toBeGreaterThan(10);
    expect(new Set(types).size).toBe(types.length);
    expect(() => parse(res.text)).not.toThrow();
  });

  it('times requests by route template, method and status: never the path as asked, and one series for all unmatched paths', async () => {
    const admin = await makeCaller(t, 'admin');
    const salesperson = await makeCaller(t, 'salesperson');
    const missing = '00000000-0000-4000-8000-00000000abcd';
    const before = await scrape();
    await http().get('/api/health/live').expect(200);
    await http().get(`/api/admin/appointments/${missing}/history`).set(admin.headers).expect(404);
    await http().get('/api/available-times/2031-03-03').set(salesperson.headers).expect(200);
    await http().get('/api/available-times/2031-03-04').set(salesperson.headers).expect(200);
    await http().post('/api/appointments').set(salesperson.headers).send({}).expect(400);
    await http().get('/api/no-such-route').expect(404);
    await http().get('/no/such/file.png').expect(404);
    await http().get('/assets/index-abc123.js').expect(200);
    await http().get('/some/page/of/the/app').expect(200);
    const after = await scrape();
    const count = (route: string, method: string, status: number) =>
      valueOf(after, 'tint_http_request_duration_seconds_count', { route, method, status_code: String(status) }) -
      valueOf(before, 'tint_http_request_duration_seconds_count', { route, method, status_code: String(status) });

    expect(count('/api/health/live', 'GET', 200)).toBe(1);
    expect(count('/api/admin/appointments/:id/history', 'GET', 404)).toBe(1);
    expect(count('/api/available-times/:date', 'GET', 200)).toBe(2);
    expect(count('/api/appointments', 'POST', 400)).toBe(1);
    expect(count('unmatched', 'GET', 404)).toBe(2);
    expect(count('/*', 'GET', 200)).toBe(2);
    // The histogram's buckets and sum come with each series.
    const buckets = find(after, 'tint_http_request_duration_seconds_bucket', { route: '/api/available-times/:date', status_code: '200' });
    expect(buckets.find((b) => b.labels.le === '+Inf')?.value).toBe(2);
    expect(valueOf(after, 'tint_http_request_duration_seconds_sum', { route: '/api/available-times/:date', method: 'GET', status_code: '200' })).toBeGreaterThan(0);

    const routes = new Set(find(after, 'tint_http_request_duration_seconds_count').map((s) => s.labels.route));
    for (const route of routes) expect(route).toMatch(/^(?:\/api\/[\w/:.-]*|\/metrics|\/admin\/queues[\w/:.-]*|\/\*|unmatched)$/);
    const text = (await http().get('/metrics').expect(200)).text;
    for (const asked of [missing, '2031-03-03', 'no-such-route', 'file.png', 'index-abc123', '/some/page']) expect(text).not.toContain(asked);
  });

  it('counts the events a command commits, by type, and nothing for a refused command', async () => {
    const salesperson = await makeCaller(t, 'salesperson');
    const inLog = async () =>
      new Map((await t.dataSource.query<{ type: string; n: number }[]>('SELECT type, count(*)::int AS n FROM events GROUP BY type')).map((row) => [row.type, row.n]));
    const counted = (samples: Sample[]) => new Map(find(samples, 'tint_events_appended_total').map((s) => [s.labels.type!, s.value]));
    const [logBefore, before] = [await inLog(), counted(await scrape())];

    // Ten bookings of one slot of capacity 1 at once: one commits, the others are refused (409), some of them
    // only when their append met the winner's (their transaction rolled back what it had appended).
    const body = bookingBody({ appointmentTime: '10:30 AM' });
    const statuses = await Promise.all(Array.from({ length: 10 }, () => http().post('/api/appointments').set(salesperson.headers).send(body).then((res) => res.status)));
    expect(statuses.sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const afterBooking = counted(await scrape());
    // The slot is taken now: refused with 409, as is a booking with no date (400).
    await http().post('/api/appointments').set(salesperson.headers).send(body).expect(409);
    await http().post('/api/appointments').set(salesperson.headers).send({ ...body, appointmentDate: undefined }).expect(400);
    const [logAfter, after] = [await inLog(), counted(await scrape())];

    const rise = (from: Map<string, number>, to: Map<string, number>) => Object.fromEntries([...to].map(([type, n]) => [type, n - (from.get(type) ?? 0)]).filter(([, n]) => n !== 0));
    expect(rise(before, afterBooking)).toEqual({ AppointmentBooked: 1, SlotClaimed: 1 });
    expect(rise(afterBooking, after)).toEqual({});
    expect(rise(before, after)).toEqual(rise(logBefore, logAfter));
  });

  it("reports each projection's lag and checkpoint, read as the scrape asks", async () => {
    const samples = await scrape();
    for (const projection of t.registry.list()) {
      const labels = { projection: projection.name, kind: projection.kind };
      expect({ projection: projection.name, lag: find(samples, 'tint_projection_lag_events', labels).length }).toEqual({ projection: projection.name, lag: 1 });
      expect(find(samples, 'tint_projection_lag_seconds', labels)).toHaveLength(1);
    }
    const checkpoints = await t.dataSource.query<{ name: string; last_position: string }[]>('SELECT name, last_position FROM projection_checkpoints');
    expect(checkpoints.length).toBeGreaterThan(0);
    for (const row of checkpoints) expect(valueOf(samples, 'tint_projection_checkpoint_position', { projection: row.name })).toBe(Number(row.last_position));

    // The workers are off here: an async projection of bookings lags behind the bookings above, until it catches up.
    const projection = t.registry.list().find((p) => p.kind === 'async' && p.handles.includes('AppointmentBooked'))!;
    const labels = { projection: projection.name, kind: 'async' };
    expect(valueOf(samples, 'tint_projection_lag_events', labels)).toBe(await t.runner.lag(projection));
    expect(valueOf(samples, 'tint_projection_lag_events', labels)).toBeGreaterThan(0);
    expect(valueOf(samples, 'tint_projection_lag_seconds', labels)).toBeGreaterThan(0);
    // A batch stops at events behind a transaction still open elsewhere in the cluster: catch up until none is left.
    await catchUpFully(t.runner, projection);
    const caughtUp = await scrape();
    const [{ last_position: position }] = await t.dataSource.query<{ last_position: string }[]>('SELECT last_position FROM projection_checkpoints WHERE name = $1', [projection.name]);
    expect(valueOf(caughtUp, 'tint_projection_lag_events', labels)).toBe(0);
    expect(valueOf(caughtUp, 'tint_projection_lag_seconds', labels)).toBe(0);
    expect(valueOf(caughtUp, 'tint_projection_checkpoint_position', labels)).toBe(Number(position));
    expect(Number(position)).toBeGreaterThan(valueOf(samples, 'tint_projection_checkpoint_position', labels));
  });

  it("answers within the deadline while the database hangs, leaving out the projections' figures until it is back", async () => {
    const blocker = t.dataSource.createQueryRunner();
    await blocker.startTransaction();
    try {
      // Every read of the checkpoints waits behind this lock, as behind a database that stopped answering.
      await blocker.query('LOCK TABLE projection_checkpoints IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const samples = await scrape();
      expect(Date.now() - started).toBeLessThan(SCRAPE_DEADLINE_MS + 1_500);
      expect(find(samples, 'tint_projection_lag_events')).toEqual([]);
      expect(find(samples, 'tint_events_appended_total').length).toBeGreaterThan(0);
      expect(find(samples, 'bullmq_job_count', { queue: 'projections' }).length).toBeGreaterThan(0);
    } finally {
      await blocker.rollbackTransaction();
      await blocker.release();
    }
    expect(find(await scrape(), 'tint_projection_lag_events')).toHaveLength(t.registry.list().length);
  });

  it("exports BullMQ's own job counts of the projections queue (Redis), the doorbells waiting with no worker to take them", async () => {
    const samples = await scrape();
    for (const state of BULLMQ_STATES) expect(find(samples, 'bullmq_job_count', { queue: 'projections', state })).toHaveLength(1);
    expect(valueOf(samples, 'bullmq_job_count', { queue: 'projections', state: 'waiting' })).toBeGreaterThan(0);
    expect(find(samples, 'bullmq_job_completed_total', { queue: 'projections' })).toHaveLength(1);
    expect(find(samples, 'bullmq_job_failed_total', { queue: 'projections' })).toHaveLength(1);
  });

  it("reports the process's memory, CPU, event-loop lag and garbage collection", async () => {
    const samples = await scrape();
    for (const name of ['process_resident_memory_bytes', 'process_cpu_user_seconds_total', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
      expect({ name, present: find(samples, name).length === 1 }).toEqual({ name, present: true });
    }
    expect(valueOf(samples, 'process_resident_memory_bytes', {})).toBeGreaterThan(10_000_000);
  });

  it('has every metric the Grafana dashboard of docs/operations.md asks for', async () => {
    const doc = readFileSync(fileURLToPath(new URL('../../../../docs/operations.md', import.meta.url)), 'utf8');
    const dashboard = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(doc)![1]!) as { panels: { targets?: { expr: string }[] }[] };
    const asked = new Set(dashboard.panels.flatMap((p) => p.targets ?? []).flatMap((target) => target.expr.match(/\b(?:tint|bullmq|process|nodejs)_\w+/g) ?? []));
    expect(asked.size).toBeGreaterThan(8);
    const exported = new Set((await scrape()).map((s) => s.name));
    for (const name of asked) expect({ name, exported: exported.has(name) }).toEqual({ name, exported: true });
  });

  it("is open to callers on this machine outside production, whatever X-Forwarded-For claims", async () => {
    // The app trusts X-Forwarded-For from loopback (as behind a proxy): the request's address is the claimed one, the connection's is not.
    await http().get('/metrics').set('x-forwarded-for', '203.0.113.9').expect(200);
  });

  it("serves the same on the worker's metrics server, which closes with it", async () => {
    const server = createMetricsServer(t.app)!;
    await listenForScrapes(server, 0);
    const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    try {
      const res = await fetch(`${url}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const samples = parse(await res.text());
      for (const name of ['tint_events_appended_total', 'tint_projection_lag_events', 'bullmq_job_count', 'process_resident_memory_bytes']) expect({ name, present: find(samples, name).length > 0 }).toEqual({ name, present: true });
      for (const [method, where] of [['GET', '/'], ['GET', '/metrics/more'], ['POST', '/metrics']] as const) {
        const other = await fetch(`${url}${where}`, { method });
        expect({ method, where, status: other.status, body: await other.json() }).toEqual({ method, where, status: 404, body: { statusCode: 404, message: NOT_FOUND } });
      }
    } finally {
      await close(server);
    }
    await expect(fetch(`${url}/metrics`)).rejects.toThrow();
  });

  describe('in production', () => {
    let production: TestApp;
    let off: TestApp;
    beforeAll(async () => {
      // On the same database (already migrated), as more replicas of the product.
      production = await createTestApp({ queue: 'redis', runWorkers: false, database: t.database, env: { ...PRODUCTION, METRICS_TOKEN: TOKEN } });
      off = await createTestApp({ queue: 'redis', runWorkers: false, database: t.database, env: PRODUCTION });
    });
    afterAll(async () => {
      await production?.close({ keepDatabase: true });
      await off?.close({ keepDatabase: true });
    });

    it('wants METRICS_TOKEN as the bearer, from loopback too (401 in the API shape otherwise)', async () => {
      const get = (authorization?: string) => {
        const req = request(production.app.getHttpServer()).get('/metrics');
        return authorization === undefined ? req : req.set('authorization', authorization);
      };
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}-`, TOKEN, `Basic ${TOKEN}`]) {
        const res = await get(authorization);
        expect({ authorization, status: res.status, body: res.body }).toEqual({ authorization, status: 401, body: { statusCode: 401, message: METRICS_TOKEN_REQUIRED } });
      }
      const res = await get(`Bearer ${TOKEN}`).expect(200);
      expect(find(parse(res.text), 'tint_http_request_duration_seconds_count', { route: '/metrics', status_code: '401' })[0]?.value).toBe(5);
    });

    it('is off without METRICS_TOKEN: a 404 like any unknown route, whatever the caller presents', async () => {
      const unknown = await request(off.app.getHttpServer()).get('/metrics-nowhere').expect(404);
      for (const authorization of ['', `Bearer ${TOKEN}`]) {
        const res = await request(off.app.getHttpServer()).get('/metrics').set('authorization', authorization).expect(404);
        expect(res.body).toEqual({ ...unknown.body, message: (unknown.body as { message: string }).message.replace('/metrics-nowhere', '/metrics') });
      }
    });

    it("applies the same rules on the worker's metrics server, and has none without METRICS_TOKEN", async () => {
      expect(createMetricsServer(off.app)).toBeNull();
      const server = createMetricsServer(production.app)!;
      await listenForScrapes(server, 0);
      const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/metrics`;
      try {
        const refused = await fetch(url, { headers: { authorization: 'Bearer wrong' } });
        expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 401, body: { statusCode: 401, message: METRICS_TOKEN_REQUIRED } });
        expect((await fetch(url)).status).toBe(401);
        const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('tint_projection_lag_events{');
      } finally {
        await close(server);
      }
    });
  });
});

describe.each<QueueBackend>(['postgres', 'redis'])('/metrics with the workers running on the %s queue backend', (queue) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ queue, runWorkers: true });
    await ensureDemoAccounts(t);
  });
  afterAll(() => t?.close());

  it("exports every state's job count of the projections queue, and the jobs the workers completed", async () => {
    const scrape = async () => parse((await request(t.app.getHttpServer()).get('/metrics').expect(200)).text);
    const samples = await scrape();
    for (const state of BULLMQ_STATES) expect(find(samples, 'bullmq_job_count', { queue: 'projections', state })).toHaveLength(1);
    const completed = valueOf(samples, 'bullmq_job_completed_total', { queue: 'projections' });
    const salesperson = await makeCaller(t, 'salesperson');
    await request(t.app.getHttpServer()).post('/api/appointments').set(salesperson.headers).send(bookingBody()).expect(201);
    // The booking rang the doorbell of every async projection of bookings; a worker takes each job.
    await waitFor(async () => valueOf(await scrape(), 'bullmq_job_completed_total', { queue: 'projections' }) > completed, {
      describe: () => 'a completed projections job to be counted',
    });
  });
});

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
