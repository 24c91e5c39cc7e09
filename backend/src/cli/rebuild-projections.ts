// `npm run projections:rebuild [-- name ...]`: empties projections and replays the log into them,
// with a progress bar. Without names, every projection (reactors are never replayed).
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { MultiBar, Presets } from 'cli-progress';
import { AppModule } from '../app.module.js';
import { loadConfigOrExit, withDatabase } from '../bootstrap.js';
import { ProjectionEngine } from '../platform/projections/projection-engine.js';
import { ProjectionRunner } from '../platform/projections/projection-runner.js';

async function main(): Promise<void> {
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const config = loadConfigOrExit();
  const { app, close } = await withDatabase(config, (databaseUrl) =>
    NestFactory.createApplicationContext(AppModule.register({ config, databaseUrl, runWorkers: false, serveFrontend: false }), {
      logger: ['error', 'warn'],
    }),
  );
  try {
    const engine = app.get(ProjectionEngine);
    const runner = app.get(ProjectionRunner);
    const replayable = engine.list().filter((p) => p.kind === 'projection');
    const unknown = names.filter((name) => !replayable.some((p) => p.name === name));
    if (unknown.length > 0) {
      console.error(`Unknown projection(s): ${unknown.join(', ')}. Known: ${replayable.map((p) => p.name).join(', ') || 'none'}`);
      process.exitCode = 1;
      return;
    }
    const chosen = names.length > 0 ? replayable.filter((p) => names.includes(p.name)) : replayable;
    if (chosen.length === 0) {
      console.log('No projections to rebuild.');
      return;
    }
    const bars = new MultiBar({ format: ' {bar} {percentage}% | {name} | {value}/{total} events', hideCursor: true }, Presets.shades_classic);
    for (const projection of chosen) {
      const bar = bars.create(1, 0, { name: projection.name });
      const applied = await runner.rebuild(projection, (done, total) => {
        bar.setTotal(Math.max(total, 1));
        bar.update(done);
      });
      bar.setTotal(Math.max(applied, 1));
      bar.update(Math.max(applied, 1));
    }
    bars.stop();
    console.log(`Rebuilt ${chosen.length} projection(s).`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
