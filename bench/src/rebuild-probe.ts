// `node bench/dist/rebuild-probe.js <backend dist> [name...]`: rebuilds every projection of that build (reactors
// excluded: they are never replayed), or the ones named (to profile one: node --cpu-prof ...) through its own ProjectionRunner, one after the other, and prints
// one `RESULT {json}` line per projection with the events replayed and the time it took. Runs in a
// process of its own with the product's environment (DATABASE_URL…), like `npm run projections:rebuild`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SingleBar } from 'cli-progress';

type Projection = { name: string; kind: string };
type Registry = { list(): readonly Projection[] };
type Runner = { rebuild(projection: Projection, onProgress?: (done: number, total: number) => void): Promise<number> };
type Context = { get<T>(token: unknown): T; close(): Promise<void> };

const dist = path.resolve(process.argv[2] ?? 'backend/dist');
const load = async <T>(file: string): Promise<T> => (await import(pathToFileURL(path.join(dist, file)).href)) as T;

async function main(): Promise<void> {
  // reflect-metadata and Nest from the build's own node_modules, so its decorators and this factory share them.
  const require = createRequire(path.join(dist, 'main.js'));
  await import(pathToFileURL(require.resolve('reflect-metadata')).href);
  const nestCore = require.resolve('@nestjs/core');
  const { NestFactory } = (await import(pathToFileURL(nestCore).href)) as { NestFactory: { createApplicationContext(module: unknown, options: unknown): Promise<Context> } };
  const { AppModule } = await load<{ AppModule: { register(options: unknown): unknown } }>('app.module.js');
  const { loadConfigOrExit } = await load<{ loadConfigOrExit(): { databaseUrl?: string } }>('bootstrap.js');
  const { ProjectionRegistry } = await load<{ ProjectionRegistry: unknown }>('platform/projections/projection-registry.js');
  const { ProjectionRunner } = await load<{ ProjectionRunner: unknown }>('platform/projections/projection-runner.js');
  const config = loadConfigOrExit();
  const app = await NestFactory.createApplicationContext(AppModule.register({ config, databaseUrl: config.databaseUrl, runWorkers: false }), { logger: ['error', 'warn'] });
  try {
    const registry = app.get<Registry>(ProjectionRegistry);
    const runner = app.get<Runner>(ProjectionRunner);
    const named = process.argv.slice(3);
    for (const projection of registry.list().filter((p) => p.kind !== 'reactor' && (named.length === 0 || named.includes(p.name)))) {
      const bar = new SingleBar({ format: ` {bar} {percentage}% | ${projection.name} | {value}/{total} events | {rate} events/s`, stream: process.stderr, noTTYOutput: !process.stderr.isTTY, notTTYSchedule: 5000 });
      bar.start(1, 0, { rate: 0 });
      const started = process.hrtime.bigint();
      const events = await runner.rebuild(projection, (done, total) => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        bar.setTotal(Math.max(total, 1));
        bar.update(done, { rate: Math.round(done / Math.max(seconds, 0.001)) });
      });
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      bar.stop();
      console.log(`RESULT ${JSON.stringify({ name: projection.name, kind: projection.kind, events, seconds, eventsPerSecond: events / seconds })}`);
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
