// `npm test` runs the suites in two passes (test/run-suites.mjs): TEST_SUITE=main, everything but the fault tests,
// on two workers; then TEST_SUITE=fault, the fault tests after it, two files side by side (they start servers, kill
// them and time what follows, so they must not share two cores with the main suite; each file's servers are its own,
// and two files together keep the machine about 70 % busy: 28 s against 48 s one at a time, the figures as far from
// their bounds as alone). Without TEST_SUITE (vitest run by hand on a file) every spec is found.
//
// TypeScript goes through Vite's Oxc transform, which emits the decorator metadata Nest's injection reads
// (tsconfig.json's experimentalDecorators and emitDecoratorMetadata), as `nest build`'s tsc does.
import { defineConfig } from 'vitest/config';

const FAULT = '**/*.fault.int.spec.ts';
const suite = process.env.TEST_SUITE;

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: suite === 'fault' ? [FAULT] : ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', ...(suite === 'main' ? [FAULT] : [])],
    globalSetup: ['./test/global-setup.mjs'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // The main suite's files share their worker's modules instead of importing Nest, TypeORM, BullMQ and the app
    // again for each file: 66 s for the suite against 133 s isolated (and 127 s under Jest's ESM mode). Each file
    // still boots apps of its own on a database and a queue namespace of its own; no module of the product keeps
    // state between apps. The fault files keep a process each: they stop servers and watch what follows.
    isolate: suite === 'fault',
  },
});
