// SIGTERM with 50 requests in flight, as a deployment stops an API replica: readiness turns 503 at once
// (the load balancer stops sending), every request that reached the server is answered, requests that
// still arrive during the drain are served with `Connection: close`, and the process exits cleanly well
// within 25 s. Connections that never sent a request (a browser's or a load balancer's preconnect) do not hold the
// exit up. Ctrl-C on `npm start`'s embedded default stops the API and its PostgreSQL and exits 0.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKEND_DIST, type Deployment, deploy, freePort, msSince, OwnRedis, report } from './support/fault-services.js';
import { waitFor } from './support/wait-for-projections.js';

const IN_FLIGHT = 50;
const DRAIN_MS = 3_000;

/** A deployment for one block's test (each stops its API): started before it, closed after. */
function ownDeployment(): { product: Deployment } {
  const deployed = {} as { product: Deployment };
  let redis: OwnRedis | undefined;
  beforeAll(async () => {
    redis = await OwnRedis.start();
    deployed.product = await deploy({ redis, separateWorker: false, env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) } });
  }, 90_000);
  afterAll(async () => {
    await deployed.product?.close();
    await redis?.stop();
  });
  return deployed;
}

describe('faults: SIGTERM with requests in flight', () => {
  const deployed = ownDeployment();

  /**
   * A sign-up on a connection of its own (a password hash each: tens of milliseconds of CPU, so fifty keep
   * the server busy for a while). `reached` resolves once the request is written whole to an established
   * connection, i.e. it has reached the server (its kernel holds it, if the process has not read it yet);
   * `answer` is the status, or the error the connection met.
   */
  const signup = (i: number) => {
    let markReached = () => undefined as void;
    const reached = new Promise<void>((resolve) => (markReached = resolve));
    const answer = new Promise<number | string>((resolve) => {
      const body = JSON.stringify({ firstName: 'Drain', lastName: `Test${String(i)}`, email: `drain-${randomUUID()}@example.com`, phoneNumber: '8085550123', company: 'Maui Toyota', password: 'Correct-Horse-42' });
      const sent = request(
        {
          host: '127.0.0.1',
          port: deployed.product.api.port,
          path: '/api/signup',
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': `10.88.0.${String(i)}` },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 'no status'));
          response.on('error', (error) => resolve(error.message));
        },
      );
      sent.setTimeout(30_000, () => sent.destroy(new Error('no answer within 30 s')));
      sent.on('finish', markReached);
      sent.on('error', (error: NodeJS.ErrnoException) => {
        markReached();
        resolve(`${error.code ?? ''} ${error.message}`.trim());
      });
      sent.end(body);
    });
    return { reached, answer };
  };

  it('drains: readiness 503 first, every request answered, exit 0 within 25 s', async () => {
    const inFlight = Array.from({ length: IN_FLIGHT }, (_, i) => signup(i + 1));
    const answeredBeforeSignal = new Set<number>();
    inFlight.forEach(({ answer }, i) => void answer.then(() => answeredBeforeSignal.add(i)));
    // Every one of them has reached the server before the signal.
    let reached = 0;
    inFlight.forEach(({ reached: r }) => void r.then(() => reached++));
    await waitFor(async () => reached === IN_FLIGHT, { timeoutMs: 10_000, describe: () => `the ${String(IN_FLIGHT)} requests to reach the server, ${String(reached)} have` });
    const before = answeredBeforeSignal.size;
    const signalled = performance.now();
    const exited = deployed.product.api.signal('SIGTERM');

    // The balancer must see 503 while the server still accepts (within the drain); the answer itself waits
    // its turn behind the fifty password hashes.
    await waitFor(async () => (await deployed.product.api.fetch('/api/health/ready').catch(() => undefined))?.status === 503, { timeoutMs: DRAIN_MS }).catch(() => undefined);
    const msToReady503 = msSince(signalled);
    // Still serving during the drain, each answer closing its connection.
    const late = await deployed.product.api.fetch('/api/client-config');
    const answers = await Promise.all(inFlight.map(({ answer }) => answer));
    const code = await exited;
    const msToExit = msSince(signalled);
    report('sigterm with requests in flight', {
      requests: IN_FLIGHT,
      answeredBeforeSignal: before,
      answered201: answers.filter((a) => a === 201).length,
      resets: answers.filter((a) => typeof a === 'string').length,
      other: answers.filter((a) => typeof a === 'number' && a !== 201),
      msToReadiness503: msToReady503,
      lateRequest: `${String(late.status)} connection: ${String(late.headers.get('connection'))}`,
      exitCode: code,
      msToExit,
    });

    expect(msToReady503).toBeLessThan(DRAIN_MS);
    expect(late.status).toBe(200);
    expect(late.headers.get('connection')).toBe('close');
    expect(answers).toEqual(Array.from({ length: IN_FLIGHT }, () => 201));
    expect(code).toBe(0);
    expect(msToExit).toBeLessThan(25_000);
    expect(msToExit).toBeGreaterThanOrEqual(DRAIN_MS);
  }, 60_000);
});

describe('faults: SIGTERM with connections that never sent a request', () => {
  const deployed = ownDeployment();

  it('closes them once it stops accepting, and exits 0 within seconds, not at the 25 s deadline', async () => {
    // As browsers and balancers open them ahead of a request: connected, silent.
    const silent = await Promise.all(
      Array.from({ length: 3 }, () => new Promise<Socket>((resolve, reject) => {
        const socket = connect(deployed.product.api.port!, '127.0.0.1', () => resolve(socket));
        socket.on('error', reject);
      })),
    );
    let signalled = 0;
    const closedAt: number[] = [];
    for (const socket of silent) socket.on('close', () => closedAt.push(msSince(signalled)));
    // The server has them (its answer to another connection comes after it accepted these).
    expect((await deployed.product.api.fetch('/api/health/ready')).status).toBe(200);
    signalled = performance.now();
    const code = await deployed.product.api.signal('SIGTERM');
    const msToExit = msSince(signalled);
    report('sigterm with silent connections', { silentConnections: silent.length, closedAtMs: closedAt, exitCode: code, msToExit });

    expect(code).toBe(0);
    // The drain, then a second's grace for requests already on their way: far from the deadline.
    expect(msToExit).toBeLessThan(DRAIN_MS + 10_000);
    expect(closedAt).toHaveLength(silent.length);
  }, 60_000);
});

const CTRL_C_DRAIN_MS = 1_500;

describe('faults: Ctrl-C on the embedded default (npm start in a terminal)', () => {
  let folder: string | undefined;
  let api: ChildProcess | undefined;
  afterAll(async () => {
    if (api?.pid !== undefined && api.exitCode === null && api.signalCode === null) process.kill(-api.pid, 'SIGKILL');
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('keeps its PostgreSQL through the drain (a sign-up is still written), then stops both and exits 0', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tint-ctrl-c-'));
    if (process.getuid?.() === 0) await chmod(folder, 0o755);
    const output: string[] = [];
    // A process group of its own, as a terminal's foreground job: Ctrl-C reaches the API and the PostgreSQL it started.
    api = spawn(process.execPath, [path.join(BACKEND_DIST, 'main.js')], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DATA_DIR: folder,
        PORT: String(await freePort()),
        EMBEDDED_POSTGRES_PORT: String(await freePort()),
        SEED_DEMO_ACCOUNTS: 'false',
        SEED_DEMO: 'false',
        SHUTDOWN_DRAIN_MS: String(CTRL_C_DRAIN_MS),
      },
    });
    const child = api;
    for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n')));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await waitFor(async () => output.some((line) => line.includes('Tint Portal is running on')), {
      timeoutMs: 90_000,
      describe: () => `the API on the embedded database to start:\n${output.slice(-20).join('\n')}`,
    });
    const postmaster = Number((await readFile(path.join(folder, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(alive(postmaster)).toBe(true);

    const port = Number(/localhost:(\d+)/.exec(output.find((line) => line.includes('Tint Portal is running on'))!)![1]);
    const signalled = performance.now();
    process.kill(-child.pid!, 'SIGINT');
    // Draining: readiness says so, and a request that writes is still served by the database.
    await waitFor(async () => (await fetch(`http://127.0.0.1:${String(port)}/api/health/ready`).catch(() => undefined))?.status === 503, { timeoutMs: CTRL_C_DRAIN_MS });
    const signup = await fetch(`http://127.0.0.1:${String(port)}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Late', lastName: 'Signup', email: `late-${randomUUID()}@example.com`, phoneNumber: '8085550123', company: 'Maui Toyota', password: 'Correct-Horse-42' }),
    });
    expect(signup.status).toBe(201);
    const code = await exited;
    const msToExit = msSince(signalled);
    report('ctrl-c on the embedded default', { exitCode: code, msToExit, lastLines: output.filter(Boolean).slice(-3) });

    expect(code).toBe(0);
    // Its shutdown ran to the end (the database's stop did not wait for an exit that had already happened).
    expect(output.some((line) => /Shut down in \d+\.\d s/.test(line))).toBe(true);
    expect(output.some((line) => /Still shutting down|Unhandled 'error' event/.test(line))).toBe(false);
    expect(msToExit).toBeLessThan(CTRL_C_DRAIN_MS + 10_000);
    await waitFor(async () => !alive(postmaster), { timeoutMs: 10_000, describe: () => `PostgreSQL (pid ${String(postmaster)}) to stop` });
  }, 150_000);
});
