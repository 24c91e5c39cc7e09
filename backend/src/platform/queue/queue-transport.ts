// Owns how BullMQ reaches its datastore: Redis when REDIS_URL is set, otherwise BullMQ's own
// PostgreSQL backend in the application database. Everything above this file uses plain BullMQ
// Queue/Worker objects and never knows which one it got.
import { Injectable } from '@nestjs/common';
import { createPostgresBackend, JobProgress, PostgresConnectionOptions, PostgresQueueBackend, Processor, Queue, Worker, WorkerOptions } from 'bullmq';
import { Redis } from 'ioredis';
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

  constructor(private readonly options: QueueTransportOptions) {
    this.kind = options.redisUrl ? 'redis' : 'postgres';
  }

  createQueue(name: string): AnyQueue {
    if (this.options.redisUrl) {
      const queue: Queue = new Queue(name, { connection: this.redis(), prefix: this.options.namespace });
      return queue;
    }
    return new Queue(name, { connection: this.postgresConnection() }, createPostgresBackend);
  }

  createWorker(name: string, processor: Processor, options: Omit<WorkerOptions, 'connection' | 'prefix'>): AnyWorker {
    if (this.options.redisUrl) {
      const worker: Worker = new Worker(name, processor, { ...options, connection: this.redis(), prefix: this.options.namespace });
      return worker;
    }
    return new Worker(name, processor, { ...options, connection: this.postgresConnection() }, createPostgresBackend);
  }

  /** Round trip to the queue's datastore, for the health check. */
  async ping(queue: AnyQueue): Promise<void> {
    await queue.getJobCounts('waiting');
  }

  async close(): Promise<void> {
    await Promise.all(this.redisConnections.map((c) => c.quit().catch(() => c.disconnect())));
  }

  private redis(): Redis {
    // BullMQ requires maxRetriesPerRequest: null for blocking worker connections.
    const connection = new Redis(this.options.redisUrl!, { maxRetriesPerRequest: null });
    this.redisConnections.push(connection);
    return connection;
  }

  private postgresConnection() {
    return { connectionString: this.options.databaseUrl, schema: this.options.namespace, max: 4, migrate: true };
  }
}

export const QUEUE_NAMESPACE = Symbol('QUEUE_NAMESPACE');

export const queueTransportProvider = {
  provide: QueueTransport,
  inject: [APP_CONFIG, DATABASE_URL, QUEUE_NAMESPACE],
  useFactory: (config: AppConfig, databaseUrl: string, namespace: string) =>
    new QueueTransport({ redisUrl: config.redisUrl, databaseUrl, namespace }),
};

