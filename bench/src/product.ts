// The product as production runs it: `node backend/dist/main.js` (NODE_ENV=production, RUN_WORKERS=false)
// and one `node backend/dist/worker.js`, on a database of the run's own, with the settings below raised
// so the figures measure the code and not the limits. The same code drives a build of another commit
// (--backend-dist), for the "before" figures.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort, logTail, runToEnd, start, type Started } from './processes.js';

export type Setting = { value: string; why: string };

/** Everything the benchmark sets, and why (printed at the start and written into docs/benchmarks.md). */
export function productSettings(): Record<string, Setting> {
  return {
    NODE_OPTIONS: { value: '--max-semi-space-size=32 --max-old-space-size=192', why: "as the Dockerfile sets it for the API and the worker: V8's heap sized for the service (young generation 32 MiB a half, old generation 192 MiB); the old generation's cap keeps the memory under load low, the young generation's size keeps the collector's share of a request small" },
    NODE_ENV: { value: 'production', why: 'production-like: the embedded database and development secrets are refused, TEST_BOOKING_ENABLED is off' },
    RUN_WORKERS: { value: 'false', why: 'the API only serves HTTP; one separate worker process (backend/dist/worker.js) runs the projections, as docker-compose does' },
    SESSION_SECRET: { value: '<random 64 hex>', why: 'required in production' },
    JWT_SECRET: { value: '<random 64 hex>', why: 'required in production' },
    DATA_KEY_SECRET: { value: '<random 64 hex>', why: "required in production: it wraps every person's data key" },
    TRUST_PROXY: { value: 'loopback', why: 'the load comes from 127.0.0.1 and names a different client address per request in X-Forwarded-For, as a load balancer would' },
    RATE_LIMIT_PER_MINUTE: { value: '100000000', why: 'raised: 8 salespeople send thousands of requests a second, far past the 300 a minute per account a person needs' },
    RATE_LIMIT_CREDENTIALS_PER_MINUTE: { value: '100000', why: 'raised: the bench signs up and signs in its accounts in a burst' },
    RATE_LIMIT_TRACKING_PER_MINUTE: { value: '100000', why: 'raised with the others (the bench does not track)' },
    RATE_LIMIT_TRACKING_ADDRESS_PER_MINUTE: { value: '100000', why: 'raised with the others' },
    BOOKING_HORIZON_DAYS: { value: '3650', why: 'the longest allowed, so every booking of a run has a slot of its own: about 2,600 weekdays × 3 times' },
    SLOT_CAPACITY: { value: '50', why: 'the largest allowed, so a run that books more than the distinct slots still never conflicts (the figure is the write path, not conflicts)' },
    VELOCITY_MAX_BOOKINGS: { value: '1000', why: "the largest allowed: 8 salespeople booking hundreds an hour is what issue 19's velocity rule holds for review, and each held booking would add an AppointmentFlagged event the figure is not about (one salesperson's bookings still take turns, as the rule requires)" },
    SHUTDOWN_DRAIN_MS: { value: '0', why: 'stopping between phases need not wait for a load balancer' },
    LOG_LEVEL: { value: 'info', why: "the default: one access-log line per request, written to a file in the run's folder as production writes it to standard output" },
    DATA_DIR: { value: "<the run's folder>/data", why: "the mail folder (no SMTP server: each booking's confirmation is written there as a file) is the run's own, removed with it, not the checkout's .data" },
  };
}

/** One pair of secrets per run: a restarted API (another queue backend) keeps the sessions and tokens. */
const SECRETS = {
  SESSION_SECRET: randomBytes(32).toString('hex'),
  JWT_SECRET: randomBytes(32).toString('hex'),
  DATA_KEY_SECRET: randomBytes(32).toString('hex'),
};

export class Product {
  api: Started | undefined;
  worker: Started | undefined;
  port = 0;

  constructor(
    readonly backendDist: string,
    readonly databaseUrl: string,
    readonly redisUrl: string | undefined,
    private readonly logDir: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
    for (const [key, setting] of Object.entries(productSettings())) env[key] = setting.value;
    Object.assign(env, SECRETS, { DATABASE_URL: this.databaseUrl, DATA_DIR: path.join(this.logDir, 'data') }, this.port ? { PORT: String(this.port) } : {}, extra);
    if (this.redisUrl) env.REDIS_URL = this.redisUrl;
    return env;
  }

  /** The worker's environment: the product's, running the projections. */
  workerEnv(): NodeJS.ProcessEnv {
    return this.env({ RUN_WORKERS: 'true' });
  }

  /** Starts the API and the worker and waits until the API is ready and the worker has started. */
  async start(tag: string): Promise<void> {
    this.port = await freePort();
    const node = process.execPath;
    // BENCH_NODE_ARGS: options for both processes' node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/profiles' to profile a run.
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    this.api = start('api', node, [...nodeArgs, path.join(this.backendDist, 'main.js')], this.env(), path.join(this.logDir, `api-${tag}.log`));
    await this.waitReady(this.api);
    this.worker = start('worker', node, [...nodeArgs, path.join(this.backendDist, 'worker.js')], this.workerEnv(), path.join(this.logDir, `worker-${tag}.log`));
    await waitForLog(this.worker, /Worker started/, 60_000);
  }

  async stop(): Promise<void> {
    await Promise.all([this.worker?.stop(), this.api?.stop()]);
    this.api = undefined;
    this.worker = undefined;
  }

  /** `node backend/dist/cli/create-admin.js` (it also migrates a new database). */
  async createAdmin(email: string, password: string): Promise<void> {
    await runToEnd(process.execPath, [path.join(this.backendDist, 'cli', 'create-admin.js'), '--email', email, '--password', password, '--first-name', 'Bench', '--last-name', 'Admin'], this.env());
  }

  private async waitReady(api: Started): Promise<void> {
    const deadline = Date.now() + 120_000;
    let exited = false;
    void api.exited.then(() => (exited = true));
    while (Date.now() < deadline) {
      if (exited) throw new Error(`The API stopped while starting:\n${logTail(api.logFile)}`);
      try {
        const response = await fetch(`${this.url}/api/health/ready`);
        if (response.status === 200) return;
        // A build from before readiness had its own route (the "before" commit): its health answer.
        if (response.status === 404 && (await fetch(`${this.url}/api/health`)).status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The API was not ready within 120 s:\n${logTail(api.logFile)}`);
  }
}

/** Waits until a process's log shows a line (the worker says when it has started). */
async function waitForLog(process: Started, pattern: RegExp, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void process.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (pattern.test(logTail(process.logFile, 200))) return;
    if (exited) throw new Error(`${process.name} stopped while starting:\n${logTail(process.logFile)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${process.name} did not start within ${timeoutMs / 1000} s:\n${logTail(process.logFile)}`);
}
