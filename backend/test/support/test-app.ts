// Boots the real application (platform + given providers) on a fresh database, with BullMQ on
// Redis or on Postgres, for integration tests. Nothing is mocked.
import { randomBytes } from 'node:crypto';
import { type INestApplication, Module, type Provider } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { loadConfig } from '../../src/config/app-config.js';
import { EventStore } from '../../src/platform/event-store/event-store.js';
import { EventTransactions } from '../../src/platform/event-store/event-transactions.js';
import { Clock } from '../../src/platform/clock.js';
import { configureHttp, initHttp } from '../../src/platform/http/configure-http.js';
import { createHttpAdapter } from '../../src/platform/http/http-server.js';
import { hasSessionCookie } from '../../src/modules/auth/principals.js';
import { inlineScriptSources, serveWebApp } from '../../src/platform/http/web-app.js';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ProjectionRegistry } from '../../src/platform/projections/projection-registry.js';
import { ProjectionRunner } from '../../src/platform/projections/projection-runner.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export type QueueBackend = 'redis' | 'postgres';

export type TestAppOptions = {
  queue: QueueBackend;
  providers?: Provider[];
  runWorkers?: boolean;
  env?: Record<string, string>;
  /** Reuse a database (to restart the app on the same data). */
  database?: TestDatabase;
  /** The product's clock (default: the real one). */
  clock?: Clock;
  /** A built browser app to serve, as `npm start` serves frontend/dist. */
  webApp?: string;
  /** What draws a signed-in salesperson's dashboard on the server, as `npm start` takes frontend/dist-server. */
  webAppDrawing?: string;
  /** The queue's (and the rate limits') namespace in Redis: shared by apps that stand for replicas of one deployment. */
  queueNamespace?: string;
  /** Runs on the new app before anything is registered on its server (e.g. to watch Fastify's onRoute). */
  beforeConfigure?: (app: NestFastifyApplication) => void;
};

export type TestApp = {
  app: INestApplication;
  database: TestDatabase;
  dataSource: DataSource;
  eventStore: EventStore;
  /** The commit path: appends as commands make them (inline projections, doorbell). */
  transactions: EventTransactions;
  registry: ProjectionRegistry;
  runner: ProjectionRunner;
  /** Closes the app; the database is dropped unless `keepDatabase`. */
  close: (options?: { keepDatabase?: boolean }) => Promise<void>;
};

export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const redisUrl = process.env.REDIS_URL;
  if (options.queue === 'redis' && !redisUrl) throw new Error('REDIS_URL is not set: run the tests through `npm test`');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PROJECTION_SAFETY_NET_MS: '30000',
    // The tests stand behind a proxy on loopback: each caller says its own address (X-Forwarded-For).
    TRUST_PROXY: 'loopback',
    ...(options.queue === 'redis' ? { REDIS_URL: redisUrl } : {}),
    ...options.env,
  });

  @Module({ providers: options.providers ?? [] })
  class TestFeaturesModule {}

  const moduleRef = await Test.createTestingModule({
    imports: [
      AppModule.register({
        config,
        databaseUrl: database.url,
        runWorkers: options.runWorkers ?? true,
        queueNamespace: options.queueNamespace ?? `test_${randomBytes(4).toString('hex')}`,
      }),
      TestFeaturesModule,
    ],
  })
    .overrideProvider(Clock)
    .useValue(options.clock ?? new Clock())
    .compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config), { logger: ['error', 'warn'], bodyParser: false });
  options.beforeConfigure?.(app);
  await configureHttp(app, { inlineScripts: options.webApp ? inlineScriptSources(options.webApp) : [] });
  if (options.webApp) await serveWebApp(app, options.webApp, { hasSession: hasSessionCookie, drawing: options.webAppDrawing });
  await initHttp(app);
  return {
    app,
    database,
    dataSource: app.get(DataSource),
    eventStore: app.get(EventStore),
    transactions: app.get(EventTransactions),
    registry: app.get(ProjectionRegistry),
    runner: app.get(ProjectionRunner),
    close: async ({ keepDatabase = false } = {}) => {
      await app.close();
      if (!keepDatabase) await database.drop();
    },
  };
}
