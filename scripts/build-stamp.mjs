// `node ../scripts/build-stamp.mjs` after a workspace's build: marks its dist as built now, the mark `npm start`
// (scripts/start.mjs) reads to skip a build nothing has changed since. Without it, `npm test` built the libraries
// and the backend, then the browser tests' `npm start` built both again.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.cwd(), 'dist');
mkdirSync(dist, { recursive: true });
writeFileSync(path.join(dist, '.build-stamp'), new Date().toISOString());
