import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Whole screens with real antd in jsdom take a few seconds each when files run in parallel, and
      // much longer on a busy two-core machine.
      testTimeout: 60_000,
      unstubGlobals: true,
    },
  }),
);
