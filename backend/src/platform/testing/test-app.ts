// Boots the real application (platform + given providers) on a fresh database, with BullMQ on
// Redis or on Postgres, for integration tests. Nothing is mocked.
import { randomBytes } from 'node:crypto';
import { type INestApplication, Module, type Provider } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../app.module.js';
import { loadConfig } from '../../config/app-config.js';
import { EventStore } from '../event-store/event-store.js';
import { configureHttp } from '../http/configure-http.js';
import { ProjectionEngine } from '../projections/projection-engine.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export type QueueBackend = 'redis' | 'postgres';

export type TestAppOptions = {
  queue: QueueBackend;
  providers?: Provider[];
  runWorkers?: boolean;
  env?: Record<string, string>;
  /** Reuse a database (to restart the app on the same data). */
  database?: TestDatabase;
};

export type TestApp = {
  app: INestApplication;
  database: TestDatabase;
  dataSource: DataSource;
  eventStore: EventStore;
  engine: ProjectionEngine;
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
        serveFrontend: false,
        queueNamespace: `test_${randomBytes(4).toString('hex')}`,
      }),
      TestFeaturesModule,
    ],
  }).compile();
  const app = moduleRef.createNestApplication({ logger: ['error', 'warn'], bodyParser: false });
  configureHttp(app);
  await app.init();
  return {
    app,
    database,
    dataSource: app.get(DataSource),
    eventStore: app.get(EventStore),
    engine: app.get(ProjectionEngine),
    runner: app.get(ProjectionRunner),
    close: async ({ keepDatabase = false } = {}) => {
      await app.close();
      if (!keepDatabase) await database.drop();
    },
  };
}
