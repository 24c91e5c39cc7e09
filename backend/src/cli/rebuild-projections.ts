// `npm run projections:rebuild [-- name ...]`: see rebuild-command.ts.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { loadConfigOrExit, withDatabase } from '../bootstrap.js';
import { ProjectionRegistry } from '../platform/projections/projection-registry.js';
import { ProjectionRunner } from '../platform/projections/projection-runner.js';
import { rebuildProjections } from '../platform/projections/rebuild-command.js';

async function main(): Promise<void> {
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const config = loadConfigOrExit();
  const { app, close } = await withDatabase(config, (databaseUrl) =>
    NestFactory.createApplicationContext(AppModule.register({ config, databaseUrl, runWorkers: false }), {
      logger: ['error', 'warn'],
    }),
  );
  try {
    const outcome = await rebuildProjections(app.get(ProjectionRegistry), app.get(ProjectionRunner), names, process.stdout);
    if (outcome.error) {
      console.error(outcome.error);
      process.exitCode = 1;
    } else if (outcome.rebuilt.length === 0) {
      console.log('No projections to rebuild.');
    } else {
      console.log(`Rebuilt ${outcome.rebuilt.map((r) => `${r.name} (${r.events} events)`).join(', ')}.`);
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
