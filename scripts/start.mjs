// `npm start`: builds whatever is out of date (libs, frontend, backend), then runs the API with the
// built frontend on one port. With no DATABASE_URL the API starts the embedded PostgreSQL itself.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

const targets = [
  { name: 'libs', inputs: ['libs/src', 'libs/tsconfig.json', 'libs/tsconfig.build.json', 'libs/package.json'], stamp: 'libs/dist/.build-stamp', cwd: 'libs', command: [tsc, '-p', 'tsconfig.build.json'] },
  { name: 'frontend', inputs: ['frontend/src', 'frontend/public', 'frontend/scripts', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/pwa.config.ts', 'frontend/package.json', 'libs/src'], stamp: 'frontend/dist/.build-stamp', cwd: 'frontend', command: [vite, 'build', '--logLevel', 'warn'] },
  { name: 'backend', inputs: ['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'backend/package.json', 'libs/src'], stamp: 'backend/dist/.build-stamp', cwd: 'backend', command: [tsc, '-p', 'tsconfig.build.json'] },
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

for (const target of targets) {
  const stamp = path.join(root, target.stamp);
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (Math.max(...target.inputs.map(newestMtime)) <= builtAt) continue;
  const startedAt = Date.now();
  process.stdout.write(`[tint-portal] building ${target.name}... `);
  const result = spawnSync(process.execPath, target.command, { cwd: path.join(root, target.cwd), stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    console.log('failed');
    console.error(result.stdout, result.stderr);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
  console.log(`done in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}

await import(pathToFileURL(path.join(root, 'backend', 'dist', 'main.js')).href);
