// The production worker: the same projections and reactors as the API, consuming the BullMQ queue,
// without HTTP. Run as many as needed; deduplicated jobs and checkpoint locks keep them apart.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { consoleLogger, loadConfigOrExit, withDatabase } from './bootstrap.js';
import { AppLogger } from './platform/logging/logging.js';
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
  onShutdownSignal({ drain: () => undefined, drainMs: 0, close }, consoleLogger.log);
  await app.init();
  consoleLogger.log(`Worker started (queue backend: ${config.redisUrl ? 'redis' : 'postgres'})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
