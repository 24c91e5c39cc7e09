// The browser tests' server: the product started exactly as `npm start` starts it, but on data of
// its own — a fresh database on DATABASE_URL's server (dropped on exit), or, without DATABASE_URL,
// an embedded cluster under .data/e2e on its own port.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function admin(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (process.env.DATABASE_URL) {
  const serverUrl = process.env.DATABASE_URL;
  const name = `tint_e2e_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  const drop = () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  process.on('exit', () => undefined);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    // The app's own handler closes it first; the drop runs once the app has let go of the database.
    process.prependListener(signal, () => setTimeout(() => void drop(), 0));
  }
} else {
  process.env.DATA_DIR ??= path.join(root, '.data', 'e2e');
  process.env.EMBEDDED_POSTGRES_PORT ??= '5435';
}

await import('./start.mjs');
