// The run's own databases: created on the machine's PostgreSQL (BENCH_DATABASE_URL, else the default
// below) or, when none answers, on an embedded PostgreSQL started from the product's own helper; dropped
// at the end unless --keep.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort, onCleanup } from './processes.js';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

export type Server = { adminUrl: string; version: string; embedded: boolean };

export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000, application_name: 'tint-bench' });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function reachable(url: string): Promise<string | undefined> {
  try {
    const [row] = await query<{ version: string }>(url, "SELECT current_setting('server_version') AS version");
    return row?.version;
  } catch {
    return undefined;
  }
}

type EmbeddedHelper = {
  startEmbeddedPostgres(options: { dataDir: string; port: number; logger: { log: (m: string) => void; error: (m: string) => void } }): Promise<{ url: string; stop: () => Promise<void> }>;
};

/** The machine's PostgreSQL when it answers, else an embedded one (stopped and removed at the end). */
export async function openServer(adminUrl: string | undefined, backendDist: string): Promise<Server> {
  const url = adminUrl ?? DEFAULT_ADMIN_URL;
  const version = await reachable(url);
  if (version) return { adminUrl: url, version: `PostgreSQL ${version}`, embedded: false };
  if (adminUrl) throw new Error(`BENCH_DATABASE_URL (${adminUrl}) does not answer`);
  const helperPath = path.join(backendDist, 'platform', 'database', 'embedded-postgres.js');
  if (!existsSync(helperPath)) throw new Error(`No PostgreSQL at ${url} and no embedded helper at ${helperPath}`);
  const { startEmbeddedPostgres } = (await import(pathToFileURL(helperPath).href)) as EmbeddedHelper;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tint-bench-pg-'));
  const port = await freePort();
  console.log(`No PostgreSQL answers at ${url}: starting the embedded one (port ${port}, data in ${dataDir}).`);
  const embedded = await startEmbeddedPostgres({ dataDir, port, logger: { log: (m) => console.log(`  ${m}`), error: (m) => console.error(`  ${m}`) } });
  onCleanup(async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const embeddedAdmin = embedded.url.replace(/\/[^/]*$/, '/postgres');
  return { adminUrl: embeddedAdmin, version: `PostgreSQL ${(await reachable(embeddedAdmin)) ?? '?'} (embedded)`, embedded: true };
}

/** A new empty database on the server; dropped at the end unless kept. */
export async function createDatabase(server: Server, purpose: string, keep: boolean): Promise<string> {
  const name = `tint_bench_${purpose}_${randomBytes(4).toString('hex')}`;
  await query(server.adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  if (keep) console.log(`Keeping database ${name} (--keep): ${url.href}`);
  else onCleanup(() => dropDatabase(server, name));
  return url.href;
}

export async function dropDatabase(server: Server, name: string): Promise<void> {
  await query(server.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
