// The platform: database, event store, projection engine, queue transport, logging, health,
// housekeeping. No business rules live here.
import { randomUUID } from 'node:crypto';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE_URL } from './database/database-url.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { EventStore } from './event-store/event-store.js';
import { HealthController } from './health/health.controller.js';
import { ClientConfigController } from './http/client-config.controller.js';
import { Housekeeping } from './housekeeping/housekeeping.service.js';
import { ProjectionEngine, RUN_WORKERS } from './projections/projection-engine.js';
import { ProjectionRunner } from './projections/projection-runner.js';
import { QUEUE_NAMESPACE, queueTransportProvider } from './queue/queue-transport.js';

export type PlatformOptions = {
  config: AppConfig;
  databaseUrl: string;
  /** Consume the BullMQ queue in this process. */
  runWorkers: boolean;
  /** Redis key prefix or Postgres schema of the queues (tests use their own). */
  queueNamespace?: string;
};

const REQUEST_ID = 'x-request-id';

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
        TypeOrmModule.forRoot(dataSourceOptions(options.databaseUrl)),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req: IncomingMessage, res: ServerResponse) => {
              const given = req.headers[REQUEST_ID];
              const id = typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
              res.setHeader(REQUEST_ID, id);
              return id;
            },
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
            ...(config.nodeEnv === 'development' && process.stdout.isTTY
              ? { transport: { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname,req,res' } } }
              : {}),
          },
        }),
      ],
      controllers: [HealthController, ClientConfigController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE_URL, useValue: options.databaseUrl },
        { provide: RUN_WORKERS, useValue: options.runWorkers },
        { provide: QUEUE_NAMESPACE, useValue: options.queueNamespace ?? 'bullmq' },
        queueTransportProvider,
        EventStore,
        ProjectionRunner,
        ProjectionEngine,
        Housekeeping,
      ],
      exports: [APP_CONFIG, DATABASE_URL, QUEUE_NAMESPACE, EventStore, ProjectionRunner, ProjectionEngine, Housekeeping, CqrsModule],
    };
  }
}
