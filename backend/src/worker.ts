// The production worker: the same projections and reactors as the API, consuming the BullMQ queue,
// without HTTP but for /metrics on METRICS_PORT. Run as many as needed; deduplicated jobs and checkpoint
// locks keep them apart.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { consoleLogger, exitOnStartupError, listenOrExit, loadConfigOrExit, withDatabase } from './bootstrap.js';
import { AppLogger } from './platform/logging/logging.js';
import { createMetricsServer, listenForScrapes } from './platform/metrics/metrics-server.js';
import { onShutdownSignal } from './platform/shutdown.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error('The worker needs DATABASE_URL (with the embedded default, `npm start` runs the workers in-process).');
    process.exit(1);
  }
  const { app, close } = await withDatabase(config, async (databaseUrl) => {
    const nest = await NestFactory.createApplicationContext(
      AppModule.register({ config, databaseUrl, runWorkers: true }),
      { bufferLogs: true },
    );
    nest.useLogger(nest.get(AppLogger));
    return nest;
  });
  // Off (null) in production without METRICS_TOKEN.
  const metricsServer = createMetricsServer(app) ?? undefined;
  onShutdownSignal({ drain: () => undefined, drainMs: 0, server: metricsServer, close }, consoleLogger.log);
  await app.init();
  if (metricsServer) await listenOrExit(() => listenForScrapes(metricsServer, config.metricsPort), { number: config.metricsPort, variable: 'METRICS_PORT' }, close);
  const metrics = metricsServer ? `metrics on port ${config.metricsPort}` : 'metrics off: METRICS_TOKEN is not set';
  consoleLogger.log(`Worker started (queue backend: ${config.redisUrl ? 'redis' : 'postgres'}; ${metrics})`);
}

main().catch(exitOnStartupError);
