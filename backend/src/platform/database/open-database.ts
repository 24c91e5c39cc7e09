// Resolves the database the process uses: DATABASE_URL when set, otherwise the embedded cluster
// (reused if another process of ours already started it, e.g. the rebuild CLI next to `npm start`).
import { Client } from 'pg';
import type { AppConfig } from '../../config/app-config.js';
import { EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres.js';

type Logger = { log: (message: string) => void; error: (message: string) => void };

export async function openDatabase(config: AppConfig, logger: Logger): Promise<EmbeddedDatabase & { embedded: boolean }> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined, embedded: false };
  const running = `postgres://postgres:postgres@127.0.0.1:${config.embeddedPostgresPort}/tint_portal`;
  if (await canConnect(running)) {
    logger.log(`Using the embedded PostgreSQL already running on port ${config.embeddedPostgresPort}`);
    return { url: running, stop: async () => undefined, embedded: true };
  }
  const started = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPostgresPort, logger });
  return { ...started, embedded: true };
}

async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
