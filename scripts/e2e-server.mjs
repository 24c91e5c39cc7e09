// The browser tests' server: the product started exactly as `npm start` starts it, but on data of
// its own — a fresh database on DATABASE_URL's server (dropped when the product exits), or, without
// DATABASE_URL, an embedded cluster under .data/e2e on its own port.
import { spawn } from 'node:child_process';
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

// Demo accounts for the admin tests; mail written where the tests read it.
const env = { ...process.env, SEED_DEMO_ACCOUNTS: 'true', DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data', 'e2e') };
let drop = async () => undefined;
if (process.env.DATABASE_URL) {
  const serverUrl = process.env.DATABASE_URL;
  // The creation time in the name keeps the backend tests' sweep (backend/test/global-setup.mjs), should
  // it run meanwhile, from dropping the database before the product has connected to it.
  const name = `tint_e2e_${String(Date.now())}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  drop = () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
} else {
  env.EMBEDDED_POSTGRES_PORT ??= '5435';
}

const product = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { env, stdio: 'inherit' });
// A signal to the whole process group reaches the product directly; forward it only if it did not.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => setTimeout(() => product.exitCode === null && product.kill(signal), 3000).unref());
}
product.on('exit', async (code) => {
  await drop();
  process.exit(code ?? 0);
});
