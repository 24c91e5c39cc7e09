import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // happy-dom: the whole suite in 155 s against jsdom's 264 s on this two-core machine, every test the same.
      environment: 'happy-dom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Vitest keeps a core for its main process, which only waits while the files run: on a two-core
      // machine that leaves a single worker. Every core runs a file instead.
      maxWorkers: availableParallelism(),
      // The files of a worker share one module registry instead of importing React, antd and the app again
      // for each file: 60-65 s for the suite against 99 s, every test the same (it passed shuffled too).
      // Each file still gets a fresh test DOM; the setup file clears storage and unmounts between tests,
      // and no module of the app keeps state of its own between renders.
      isolate: false,
      // Whole screens with real antd in jsdom take a few seconds each when files run in parallel, and
      // much longer on a busy two-core machine.
      testTimeout: 60_000,
      unstubGlobals: true,
    },
  }),
);
