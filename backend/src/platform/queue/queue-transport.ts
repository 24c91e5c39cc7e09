// Owns how BullMQ reaches its datastore: Redis when REDIS_URL is set, otherwise BullMQ's own
// PostgreSQL backend in the application database. Everything above this file uses plain BullMQ
// Queue/Worker objects and never knows which one it got. A queue's connection fails fast while Redis
// is down (a nudge is a doorbell: losing one only delays a projection), and the health probe has a
// connection of its own that never waits for a reconnection.
import { Injectable } from '@nestjs/common';
import { createPostgresBackend, JobProgress, PostgresConnectionOptions, PostgresQueueBackend, Processor, Queue, Worker, WorkerOptions } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DATABASE_URL } from '../database/database-url.js';

export type QueueBackendKind = 'redis' | 'postgres';

/** A queue or worker on either backend; callers only use what both have. */
export type AnyQueue = Queue | Queue<any, any, string, any, any, string, PostgresQueueBackend, PostgresConnectionOptions>; // eslint-disable-line @typescript-eslint/no-explicit-any -- BullMQ's own defaults
export type AnyWorker = Worker | Worker<any, any, string, PostgresQueueBackend, JobProgress, PostgresConnectionOptions>; // eslint-disable-line @typescript-eslint/no-explicit-any -- BullMQ's own defaults

export type QueueTransportOptions = {
  redisUrl: string | undefined;
  databaseUrl: string;
  /** Namespaces the queues: a Redis key prefix or a Postgres schema. */
  namespace: string;
};

@Injectable()
export class QueueTransport {
  readonly kind: QueueBackendKind;
  private readonly redisConnections: Redis[] = [];
  private probe: Redis | undefined;
  /** Each Redis queue's own connection (a queue uses the connection it is given, not a copy). */
  private readonly connectionOf = new Map<AnyQueue, Redis>();
  /** Every queue this process created, for the operators' views (the queue dashboard, the System page, metrics). */
  private readonly createdQueues: AnyQueue[] = [];

  constructor(private readonly options: QueueTransportOptions) {
    this.kind = options.redisUrl ? 'redis' : 'postgres';
  }

  createQueue(name: string): AnyQueue {
    const queue = this.options.redisUrl ? this.redisQueue(name) : this.postgresQueue(name);
    this.createdQueues.push(queue);
    return queue;
  }

  private redisQueue(name: string): AnyQueue {
    const connection = this.redis({ enableOfflineQueue: false });
    const queue: Queue = new Queue(name, { connection, prefix: this.options.namespace });
    this.connectionOf.set(queue, connection);
    return queue;
  }

  private postgresQueue(name: string): AnyQueue {
    return new Queue(name, { connection: this.postgresConnection() }, createPostgresBackend);
  }

  /** The queues created so far, in creation order. */
  queues(): readonly AnyQueue[] {
    return this.createdQueues;
  }

  createWorker(name: string, processor: Processor, options: Omit<WorkerOptions, 'connection' | 'prefix'>): AnyWorker {
    // Every worker counts the jobs it completes and fails (BullMQ's metrics: a counter and an hour of
    // per-minute points per queue), which /metrics exports as bullmq_job_completed_total and _failed_total.
    const counted = { metrics: { maxDataPoints: WORKER_METRICS_POINTS }, ...options };
    if (this.options.redisUrl) {
      // BullMQ requires maxRetriesPerRequest: null for a worker's blocking connection.
      const worker: Worker = new Worker(name, processor, { ...counted, connection: this.redis({ maxRetriesPerRequest: null }), prefix: this.options.namespace });
      return worker;
    }
    return new Worker(name, processor, { ...counted, connection: this.postgresConnection() }, createPostgresBackend);
  }

  /** Round trip to the queue's datastore, for the health check: a PING on Redis, a count on PostgreSQL. */
  async ping(queue: AnyQueue): Promise<void> {
    if (!this.options.redisUrl) {
      await queue.getJobCounts('waiting');
      return;
    }
    // Never queued behind a reconnection (whose attempts space out the longer Redis is away): a probe
    // that is not connected waits briefly for its first connection, then says so at once. It retries
    // every PROBE_RECONNECT_MS, so a Redis that is back shows up within that.
    this.probe ??= this.redis({ maxRetriesPerRequest: 0, connectTimeout: 1_000, enableOfflineQueue: false, retryStrategy: () => PROBE_RECONNECT_MS });
    if (this.probe.status !== 'ready') await connected(this.probe, PROBE_CONNECT_WAIT_MS);
    await this.probe.ping();
  }

  /**
   * Calls `listener` each time `queue`'s own Redis connection is (re)established (never for PostgreSQL). Each
   * connection reconnects on its own schedule, so another queue's (or the probe's) return says nothing of this one's.
   */
  onRedisReady(queue: AnyQueue, listener: () => void): void {
    const connection = this.connectionOf.get(queue);
    connection?.on('ready', listener);
  }

  async close(): Promise<void> {
    await Promise.all(this.redisConnections.map((c) => c.quit().catch(() => c.disconnect())));
  }

  private redis(options: RedisOptions): Redis {
    const connection = new Redis(this.options.redisUrl!, options);
    // Errors reach whoever uses the connection (and are logged there, once per outage); without a
    // listener ioredis would print each reconnection attempt.
    connection.on('error', () => undefined);
    this.redisConnections.push(connection);
    return connection;
  }

  private postgresConnection() {
    return { connectionString: this.options.databaseUrl, schema: this.options.namespace, max: 4, migrate: true };
  }
}

const PROBE_RECONNECT_MS = 250;
const PROBE_CONNECT_WAIT_MS = 300;
/** Per-minute points BullMQ keeps of each queue's completed and failed jobs (the totals are kept whatever this is). */
const WORKER_METRICS_POINTS = 60;

/** Resolves when the connection is ready; rejects after `waitMs` ("Redis is not connected"). */
function connected(connection: Redis, waitMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      connection.off('ready', onReady);
      reject(new Error(`Redis is not connected (${connection.status})`));
    }, waitMs);
    connection.once('ready', onReady);
  });
}

export const QUEUE_NAMESPACE = Symbol('QUEUE_NAMESPACE');

export const queueTransportProvider = {
  provide: QueueTransport,
  inject: [APP_CONFIG, DATABASE_URL, QUEUE_NAMESPACE],
  useFactory: (config: AppConfig, databaseUrl: string, namespace: string) =>
    new QueueTransport({ redisUrl: config.redisUrl, databaseUrl, namespace }),
};

