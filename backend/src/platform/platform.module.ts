// The platform: database, event store, projection engine, queue transport, logging, health, metrics,
// housekeeping. No business rules live here.
import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { MigrationInterface } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseBlips } from './database/database-blips.js';
import { DATABASE_URL } from './database/database-url.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { EventStore } from './event-store/event-store.js';
import { EventTransactions } from './event-store/event-transactions.js';
import { HealthController } from './health/health.controller.js';
import { ClientConfigController } from './http/client-config.controller.js';
import { AppLogger, createRootLogger, ROOT_LOGGER } from './logging/logging.js';
import { Housekeeping } from './housekeeping/housekeeping.service.js';
import { Clock } from './clock.js';
import { DecisionContexts } from './decision-contexts.js';
import { Drain } from './shutdown.js';
import { ProjectionQueue } from './projections/projection-queue.js';
import { ProjectionReadCache, SnapshotReadCache } from './projections/projection-read-cache.js';
import { ProjectionRegistry } from './projections/projection-registry.js';
import { ProjectionRunner } from './projections/projection-runner.js';
import { ProjectionWorkers, RUN_WORKERS } from './projections/projection-workers.js';
import { QUEUE_NAMESPACE, QueueTransport, queueTransportProvider } from './queue/queue-transport.js';
import { RebuildJobs } from './projections/rebuild-jobs.js';
import { SystemController } from './system/system.controller.js';
import { SystemStatusQuery } from './system/system-status.js';
import { Metrics } from './metrics/metrics.js';
import { PERSONAL_DATA_POLICIES, PersonalData } from './personal-data/personal-data.js';
import type { PersonalDataPolicies } from './personal-data/policies.js';
import { metricsEnabled } from './metrics/metrics-access.js';
import { MetricsController } from './metrics/metrics.controller.js';
import { MetricsScrape } from './metrics/metrics-scrape.js';
import { LiveBus } from './live/live-bus.js';
import { LiveStreams } from './live/live-streams.js';

export type PlatformOptions = {
  config: AppConfig;
  databaseUrl: string;
  /** Consume the BullMQ queue in this process. */
  runWorkers: boolean;
  /** Redis key prefix or Postgres schema of the queues (tests use their own). */
  queueNamespace?: string;
  /** Every module's migrations, in order (src/migrations.ts). */
  migrations: (new () => MigrationInterface)[];
  /** Every module's personal fields, by event type (src/personal-data.ts). */
  personalData: PersonalDataPolicies;
};


@Global()
@Module({})
export class PlatformModule {
  static register(options: PlatformOptions): DynamicModule {
    const { config } = options;
    return {
      module: PlatformModule,
      imports: [
        DiscoveryModule,
        CqrsModule.forRoot(),
        ScheduleModule.forRoot(),
        TypeOrmModule.forRoot(dataSourceOptions(options.databaseUrl, options.migrations)),
      ],
      // /metrics does not exist in production without METRICS_TOKEN.
      controllers: [HealthController, ClientConfigController, SystemController, ...(metricsEnabled(config) ? [MetricsController] : [])],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: PERSONAL_DATA_POLICIES, useValue: options.personalData },
        PersonalData,
        { provide: ROOT_LOGGER, useFactory: () => createRootLogger(config) },
        AppLogger,
        { provide: DATABASE_URL, useValue: options.databaseUrl },
        { provide: RUN_WORKERS, useValue: options.runWorkers },
        { provide: QUEUE_NAMESPACE, useValue: options.queueNamespace ?? 'bullmq' },
        queueTransportProvider,
        EventStore,
        EventTransactions,
        ProjectionRegistry,
        ProjectionQueue,
        ProjectionRunner,
        ProjectionReadCache,
        SnapshotReadCache,
        ProjectionWorkers,
        RebuildJobs,
        SystemStatusQuery,
        Housekeeping,
        Drain,
        Clock,
        DecisionContexts,
        DatabaseBlips,
        Metrics,
        MetricsScrape,
        LiveBus,
        LiveStreams,
      ],
      exports: [ROOT_LOGGER, AppLogger, PersonalData, Drain, Clock, DecisionContexts, DatabaseBlips, APP_CONFIG, DATABASE_URL, QUEUE_NAMESPACE, RUN_WORKERS, EventStore, EventTransactions, ProjectionRegistry, ProjectionQueue, ProjectionRunner, ProjectionReadCache, SnapshotReadCache, Housekeeping, CqrsModule, QueueTransport, LiveBus, LiveStreams],
    };
  }
}
