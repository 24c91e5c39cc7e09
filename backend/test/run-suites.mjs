// `npm test` for the backend: the main suite on two workers, then the fault suite (*.fault.int.spec.ts)
// after it, two files side by side, so the faults' servers, kills and timings never share the machine's
// two cores with the main suite's heaviest moments. Arguments (a file, -t, ...) go to both passes; a
// pass they select nothing in passes. The exit code is the first failure's, and both passes always run.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const args = process.argv.slice(2);
const narrowed = args.length > 0 ? ['--passWithNoTests'] : [];

let status = 0;
for (const suite of ['main', 'fault']) {
  const run = spawnSync(process.execPath, [vitest, 'run', ...narrowed, ...args], {
    stdio: 'inherit',
    env: { ...process.env, TEST_SUITE: suite },
  });
  const code = run.status ?? 1;
  if (code !== 0 && status === 0) status = code;
}
process.exit(status);
