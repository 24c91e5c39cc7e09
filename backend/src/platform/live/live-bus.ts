// Carries live changes (live-change.ts) from the process that committed them (an API replica for inline projections,
// a worker for async ones) to every API replica, each of which forwards them to its own streams. Redis pub/sub when
// REDIS_URL is set; PostgreSQL LISTEN/NOTIFY on the embedded default. Like the doorbell, it is never on the critical
// path: a publish that fails is dropped (the browser's own polls and its next visit read the rows anyway) and said
// once per outage. Changes published in one turn of the event loop go out as one message per ~7 KB.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { LiveKey } from '@tint/libs/live';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DATABASE_URL } from '../database/database-url.js';
import { withDeadline } from '../deadline.js';
import { QUEUE_NAMESPACE } from '../queue/queue-transport.js';
import { type AudienceTag, type LiveChange, mergeChanges } from './live-change.js';

/** One message on the bus: an id every replica sees the same, and the keys per audience. */
export type LiveBusMessage = { id: string; to: Partial<Record<AudienceTag, LiveKey[]>> };
export type LiveBusListener = (message: LiveBusMessage) => void;

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: each message stays below this. */
const MAX_MESSAGE_BYTES = 7_000;
const RECONNECT_MS = 1_000;
/** How long a first stream waits for its replica to listen before it opens anyway. */
const LISTEN_WAIT_MS = 2_000;
/** How long a process's first message waits for its publishing connection to open before it is given up. */
const PUBLISHER_WAIT_MS = 2_000;

type Subscription = { listening: Promise<void>; close(): Promise<void> };

@Injectable()
export class LiveBus implements OnApplicationShutdown {
  private readonly logger = new Logger(LiveBus.name);
  private readonly channel: string;
  private readonly origin = randomBytes(4).toString('hex');
  private sequence = 0;
  private pending: LiveChange[] = [];
  private flushScheduled = false;
  private readonly listeners = new Set<LiveBusListener>();
  private publisher: Redis | undefined;
  private publisherOpened: Promise<void> | undefined;
  private subscriber: Subscription | undefined;
  private publishFailing = false;
  private closed = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(QUEUE_NAMESPACE) namespace: string,
    private readonly dataSource: DataSource,
  ) {
    // Queues of one namespace (a deployment, or one test's app) share their live channel and nobody else's.
    this.channel = `live_${namespace.replace(/[^A-Za-z0-9_]/g, '_')}`;
  }

  get transport(): 'redis' | 'postgres' {
    return this.config.redisUrl ? 'redis' : 'postgres';
  }

  /** Sends the changes to every replica's streams, after this turn of the event loop (so one commit's go together). */
  publish(changes: readonly LiveChange[]): void {
    if (changes.length === 0 || this.closed) return;
    this.pending.push(...changes);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => void this.flush());
  }

  /**
   * Calls `listener` with every message any replica publishes from now on (this one's too). The promise settles once
   * this replica listens (or after a moment when the transport is away: it listens as soon as it is back).
   */
  subscribe(listener: LiveBusListener): Promise<void> {
    this.listeners.add(listener);
    if (!this.subscriber && !this.closed) this.subscriber = this.transport === 'redis' ? this.subscribeRedis() : this.subscribePostgres();
    return this.subscriber ? withDeadline(this.subscriber.listening, LISTEN_WAIT_MS, 'The live channel').catch(() => undefined) : Promise.resolve();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.subscriber?.close();
    await this.publisher?.quit().catch(() => this.publisher?.disconnect());
  }

  private async flush(): Promise<void> {
    this.flushScheduled = false;
    const merged = mergeChanges(this.pending.splice(0));
    for (const payload of this.payloads(merged)) {
      try {
        if (this.transport === 'redis') {
          await (await this.redisPublisher()).publish(this.channel, payload);
        } else {
          await this.dataSource.query('SELECT pg_notify($1, $2)', [this.channel, payload]);
        }
        if (this.publishFailing) this.logger.log('Live updates are published again');
        this.publishFailing = false;
      } catch (error) {
        if (!this.publishFailing) this.logger.warn(`Live updates are not published (${error instanceof Error ? error.message : String(error)}); screens refresh on their own reads`);
        this.publishFailing = true;
      }
    }
  }

  /**
   * The publishing connection, opened by the first message. That message waits for it to open: without an offline
   * queue, a command sent while it connects fails, and each process lost its first change. Later messages never
   * wait: while Redis is away they fail at once, and screens refresh on their own reads.
   */
  private async redisPublisher(): Promise<Redis> {
    if (!this.publisher) {
      this.publisher = quietRedis(this.config.redisUrl!, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
      this.publisherOpened = withDeadline(once(this.publisher, 'ready'), PUBLISHER_WAIT_MS, 'The live publisher').then(
        () => undefined,
        () => undefined,
      );
    }
    await this.publisherOpened;
    return this.publisher;
  }

  /** The merged changes as JSON messages, each under the size limit. */
  private *payloads(merged: Map<AudienceTag, Set<LiveKey>>): Generator<string> {
    let to: LiveBusMessage['to'] = {};
    let size = 0;
    for (const [tag, keys] of merged) {
      const entry = [...keys];
      const entrySize = JSON.stringify({ [tag]: entry }).length;
      if (size > 0 && size + entrySize > MAX_MESSAGE_BYTES) {
        yield this.message(to);
        to = {};
        size = 0;
      }
      to[tag] = entry;
      size += entrySize;
    }
    if (size > 0) yield this.message(to);
  }

  private message(to: LiveBusMessage['to']): string {
    this.sequence += 1;
    const message: LiveBusMessage = { id: `${Date.now().toString(36)}-${this.origin}-${this.sequence.toString(36)}`, to };
    return JSON.stringify(message);
  }

  private deliver(payload: string): void {
    let message: LiveBusMessage;
    try {
      message = JSON.parse(payload) as LiveBusMessage;
    } catch {
      return;
    }
    for (const listener of this.listeners) listener(message);
  }

  private subscribeRedis(): Subscription {
    // ioredis subscribes again by itself after a reconnection.
    const subscriber = quietRedis(this.config.redisUrl!, { maxRetriesPerRequest: null });
    subscriber.on('message', (_channel: string, payload: string) => this.deliver(payload));
    const listening = subscriber.subscribe(this.channel).then(() => undefined);
    listening.catch(() => undefined);
    return {
      listening,
      close: async () => {
        subscriber.disconnect();
      },
    };
  }

  private subscribePostgres(): Subscription {
    let client: pg.Client | undefined;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    let listened: () => void = () => undefined;
    const listening = new Promise<void>((resolve) => (listened = resolve));
    const connect = async () => {
      const next = new pg.Client({ connectionString: this.databaseUrl, application_name: 'tint-live' });
      client = next;
      const again = () => {
        next.removeAllListeners();
        // A dying connection may report more than once (a server shutting down sends its FATAL as the socket
        // closes): with no listener left, the client's next 'error' would end the process.
        next.on('error', () => undefined);
        void next.end().catch(() => undefined);
        if (!stopped && client === next) timer = setTimeout(() => void connect(), RECONNECT_MS);
      };
      next.on('error', again);
      next.on('notification', (notification) => {
        if (notification.channel === this.channel && notification.payload) this.deliver(notification.payload);
      });
      try {
        await next.connect();
        await next.query(`LISTEN "${this.channel}"`);
        listened();
      } catch {
        again();
      }
    };
    void connect();
    return {
      listening,
      close: async () => {
        stopped = true;
        clearTimeout(timer);
        await client?.end().catch(() => undefined);
      },
    };
  }
}

function quietRedis(url: string, options: RedisOptions): Redis {
  const connection = new Redis(url, options);
  // Failures reach the caller (publish) or are retried by ioredis (the subscriber); without a listener each
  // reconnection attempt would be printed.
  connection.on('error', () => undefined);
  return connection;
}
